// @vitest-environment happy-dom
import { parseWithZod } from "@conform-to/zod/v4";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ConformField, ConformFormError } from "./field";
import { getFormProps, getInputProps } from "./form-props";
import { type FormReply, type ParsedSubmission, useFormState } from "./form-state";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const contact = z
  .object({ name: z.string({ message: "Informe o nome" }), email: z.string().optional() })
  .superRefine((value, ctx) => {
    if (!value.email) ctx.addIssue({ code: "custom", path: [], message: "Informe o e-mail" });
  });
type Contact = z.output<typeof contact>;
const validate = (formData: FormData) => parseWithZod(formData, { schema: contact }) as ParsedSubmission<Contact>;

let root: Root | undefined;
async function render(element: React.ReactNode) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
}
async function rerender(element: React.ReactNode) {
  await act(async () => root!.render(element));
}
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const messageOf = (name: string) => document.getElementById(`${field(name).id}-error`)?.textContent ?? "";
const formMessage = () => document.getElementById("contato-error")!;
async function type(name: string, value: string) {
  await act(async () => {
    field(name).focus();
    field(name).value = value;
    field(name).dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const leave = (name: string) =>
  act(async () => field(name).dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
const submit = (button = "button[type=submit]") =>
  act(async () => document.querySelector<HTMLButtonElement>(button)!.click());

function ContactForm({
  lastResult,
  onSubmit = (event) => event.preventDefault(),
  checks = true,
  id = "contato",
  defaultName = "Ana",
}: {
  lastResult?: FormReply;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>, context: { submission?: ParsedSubmission<Contact> }) => void;
  checks?: boolean;
  id?: string;
  defaultName?: string;
}) {
  const [form, fields] = useFormState<Contact, { name?: string; email?: string }>({
    id,
    lastResult,
    defaultValue: { name: defaultName },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checks ? validate : undefined,
    onSubmit,
  });
  return (
    <form method="post" {...getFormProps(form)}>
      <ConformField meta={fields.name} label="Nome" />
      <ConformField meta={fields.email} label="E-mail" />
      <ConformFormError id={form.errorId} errors={form.errors} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe("useFormState: messages", () => {
  it("shows a field's message once it is left, and the form's own only after a submit", async () => {
    await render(<ContactForm />);
    await type("name", "");
    await leave("name");
    expect(messageOf("name")).toBe("Informe o nome");
    expect(field("name").getAttribute("aria-invalid")).toBe("true");
    // The form's message (no e-mail) is not shown for a field left: it would move the page under
    // the person's finger as they go on typing.
    expect(formMessage().hidden).toBe(true);
    await type("name", "Ana");
    expect(messageOf("name")).toBe("");
    const onSubmit = vi.fn();
    await render(<ContactForm onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(formMessage().hidden).toBe(false);
    expect(formMessage().textContent).toBe("Informe o e-mail");
  });

  it("hands a valid submission to onSubmit with its parsed values", async () => {
    const onSubmit = vi.fn((event: React.FormEvent, _context: unknown) => event.preventDefault());
    await render(<ContactForm onSubmit={onSubmit} />);
    await type("email", "ana@exemplo.com");
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({
      submission: { status: "success", value: { name: "Ana", email: "ana@exemplo.com" } },
    });
  });

  it("shows the server's refusal under its fields and moves the focus to the first one", async () => {
    await render(<ContactForm checks={false} />);
    const reply: FormReply = {
      status: "error",
      initialValue: { name: "Ana", email: "ana@" },
      error: { email: ["E-mail inválido"], "": ["Tente de novo"] },
    };
    await rerender(<ContactForm checks={false} lastResult={reply} />);
    expect(messageOf("email")).toBe("E-mail inválido");
    expect(formMessage().textContent).toBe("Tente de novo");
    expect(document.activeElement).toBe(field("email"));
    // The same answer again (a re-render) changes nothing.
    await act(async () => field("name").focus());
    await rerender(<ContactForm checks={false} lastResult={reply} />);
    expect(document.activeElement).toBe(field("name"));
  });

  it("starts with the values and messages of an answer given at first render (no JavaScript before)", async () => {
    await render(
      <ContactForm lastResult={{ status: "error", initialValue: { name: "Bia" }, error: { name: ["Curto"] } }} />,
    );
    expect(field("name").value).toBe("Bia");
    expect(messageOf("name")).toBe("Curto");
  });

  it("shows the defaults again when the server says the form was saved (a reset)", async () => {
    await render(<ContactForm checks={false} />);
    await type("name", "Carla");
    await type("email", "carla@exemplo.com");
    await rerender(<ContactForm checks={false} lastResult={{ initialValue: null }} />);
    expect(field("name").value).toBe("Ana");
    expect(field("email").value).toBe("");
  });

  it("starts afresh when another form takes its place (a new id): its defaults, no message of the one before", async () => {
    await render(<ContactForm />);
    await type("name", "");
    await leave("name");
    expect(messageOf("name")).toBe("Informe o nome");
    await rerender(<ContactForm id="contato-2" defaultName="Bia" />);
    expect(field("name").id).toBe("contato-2-name");
    expect(field("name").value).toBe("Bia");
    expect(messageOf("name")).toBe("");
    expect(field("name").getAttribute("aria-invalid")).toBeNull();
    // Its own checks go on as before.
    await type("name", "");
    await leave("name");
    expect(messageOf("name")).toBe("Informe o nome");
  });
});

function Interests({ checks }: { checks: boolean }) {
  const [form, fields] = useFormState<unknown, { interests?: { description?: string }[] }>({
    id: "sobre",
    defaultValue: { interests: [{ description: "" }] },
    onValidate: checks ? () => ({ status: "success", value: {} }) : undefined,
  });
  const list = fields.interests;
  const rows = list.getFieldList();
  return (
    <form method="post" {...getFormProps(form)}>
      {rows.map((row, index) => {
        const { key, ...props } = getInputProps(row.getFieldset().description, { type: "text" });
        return (
          <div key={row.key}>
            <input key={key} {...props} aria-label={`Interesse ${index + 1}`} />
            <button {...form.remove.getButtonProps({ name: list.name, index })}>Remover {index + 1}</button>
          </div>
        );
      })}
      <button id="add" {...form.insert.getButtonProps({ name: list.name, defaultValue: { description: "" } })}>
        Adicionar interesse
      </button>
    </form>
  );
}

describe("useFormState: list rows", () => {
  it.each([true, false])(
    "adds and removes rows in the browser, keeping what was typed in the others (browser checks: %s)",
    async (checks) => {
      const posted = vi.fn();
      document.addEventListener("submit", posted);
      await render(<Interests checks={checks} />);
      await type("interests[0].description", "Música");
      await submit("#add");
      await type("interests[1].description", "Pesca");
      await submit("#add");
      await type("interests[2].description", "Futebol");
      expect(document.querySelectorAll("input").length).toBe(3);
      expect(field("interests[0].description").id).toBe("sobre-interests[0].description");
      await submit("button[value*=remove][value*='\"index\":1']");
      expect([...document.querySelectorAll("input")].map((input) => input.value)).toEqual(["Música", "Futebol"]);
      // Nothing went to the server for it.
      expect(posted.mock.calls.every(([event]) => (event as Event).defaultPrevented)).toBe(true);
      document.removeEventListener("submit", posted);
    },
  );
});

describe("useFormState: live values", () => {
  it("re-renders with a field's value as it is typed, where a screen reads it", async () => {
    function Plaque() {
      const [form, fields] = useFormState<unknown, { hasPlaque?: string }>({ id: "placa", defaultValue: {} });
      const { key, ...props } = getInputProps(fields.hasPlaque, { type: "checkbox" });
      return (
        <form {...getFormProps(form)}>
          <input key={key} {...props} aria-label="Tem placa" />
          <p id="estado">{fields.hasPlaque.value === "on" ? "com placa" : "sem placa"}</p>
        </form>
      );
    }
    await render(<Plaque />);
    expect(document.getElementById("estado")!.textContent).toBe("sem placa");
    await act(async () => {
      field("hasPlaque").click();
      field("hasPlaque").dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(document.getElementById("estado")!.textContent).toBe("com placa");
  });
});

describe("useFormState: the pressed button", () => {
  it("is part of what a submit is checked with (a preset amount is an answer)", async () => {
    const amount = z
      .object({ presetCents: z.coerce.number().optional(), amount: z.string().optional() })
      .refine((value) => value.presetCents !== undefined || value.amount, { message: "Informe um valor", path: [] });
    const onSubmit = vi.fn((event: React.FormEvent, _context: unknown) => event.preventDefault());
    function Amount() {
      const [form, fields] = useFormState<z.output<typeof amount>, { amount?: string }>({
        id: "valor",
        onValidate: (formData) =>
          parseWithZod(formData, { schema: amount }) as ParsedSubmission<z.output<typeof amount>>,
        onSubmit,
      });
      return (
        <form {...getFormProps(form)}>
          <button type="submit" name="presetCents" value="2000">
            R$ 20,00
          </button>
          <ConformField meta={fields.amount} label="Outro valor" />
          <ConformFormError id={form.errorId} errors={form.errors} />
        </form>
      );
    }
    await render(<Amount />);
    await submit("button[name=presetCents]");
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({
      submission: { status: "success", value: { presetCents: 2000 } },
    });
  });
});
