// @vitest-environment happy-dom
import { getFormProps } from "~/shared/ui/zone/form-props";
import { type ParsedSubmission, useFormState as useForm } from "~/shared/ui/zone/form-state";
import { parseWithZod } from "@conform-to/zod/v4";
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Form } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Dialog } from "./dialog";
import { ConformField } from "./field";
import { ConformPasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { Tabs } from "./tabs";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
async function render(element: React.ReactElement) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

const key = (target: Element, name: string) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  });

describe("Dialog (Radix)", () => {
  it("opens from its trigger with its title, closes on Escape and gives the focus back", async () => {
    await render(
      <Dialog trigger={<button type="button">Adicionar contato</button>} title="Novo contato">
        <input aria-label="Nome" />
      </Dialog>,
    );
    const trigger = document.querySelector("button")!;
    await act(async () => trigger.click());
    const dialog = document.querySelector("[role=dialog]")!;
    expect(dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)!.textContent).toBe("Novo contato");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await key(dialog, "Escape");
    expect(document.querySelector("[role=dialog]")).toBeNull();
    // Radix's FocusScope gives the focus back from a timer after unmounting: wait for it, not for act.
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe("Tabs (Radix)", () => {
  it("is a labelled tablist whose arrow keys move the selection and the panel", async () => {
    await render(
      <Tabs
        label="Formas de pagamento"
        tabs={[
          { id: "cartao", label: "Cartão", content: <p>Dados do cartão</p> },
          { id: "pix", label: "PIX", content: <p>Código PIX</p> },
        ]}
      />,
    );
    expect(document.querySelector("[role=tablist]")!.getAttribute("aria-label")).toBe("Formas de pagamento");
    const [card, pix] = Array.from(document.querySelectorAll<HTMLElement>("[role=tab]"));
    expect(card!.getAttribute("aria-selected")).toBe("true");
    await act(async () => card!.focus());
    await key(card!, "ArrowRight");
    // Radix moves the focus on the next tick; the focused tab becomes the selected one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(pix);
    expect(pix!.getAttribute("aria-selected")).toBe("true");
    expect(document.querySelector("[role=tabpanel]:not([hidden])")!.textContent).toBe("Código PIX");
    expect(document.querySelector("[role=tabpanel]:not([hidden])")!.getAttribute("aria-labelledby")).toBe(pix!.id);
  });
});

const schema = z.object({ email: z.string({ message: "E-mail é obrigatório" }).regex(/@/, "E-mail inválido") });

function ContactForm() {
  const [form, fields] = useForm<z.output<typeof schema>, { email?: string }>({
    id: "contato",
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (formData) => parseWithZod(formData, { schema }) as ParsedSubmission<z.output<typeof schema>>,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ConformField meta={fields.email} label="E-mail" type="email" hint="Para avisarmos você." />
      <SubmitButton pendingLabel="Salvando...">Salvar</SubmitButton>
    </Form>
  );
}

describe("Conform field and submit button", () => {
  it("show the schema's message under the field, tied to it, as soon as the field is left", async () => {
    await render(<Stub />);
    const input = document.querySelector("input")!;
    await act(async () => {
      input.focus();
      input.value = "ana";
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    });
    const message = document.getElementById(input.id + "-error")!;
    expect(message.textContent).toBe("E-mail inválido");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")!.split(" ")).toEqual(
      expect.arrayContaining([message.id, `${input.id}-hint`]),
    );
  });

  it("send once: while the answer is on its way the button says so and a second press does nothing", async () => {
    let finish: (value: null) => void = () => {};
    actionCalls.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await render(<Stub />);
    const input = document.querySelector("input")!;
    input.value = "ana@exemplo.com";
    const button = document.querySelector<HTMLButtonElement>("button[type=submit]")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Salvando...");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await act(async () => button.click());
    expect(actionCalls).toHaveBeenCalledOnce();
    await act(async () => finish(null));
    expect(button.textContent).toBe("Salvar");
  });
});

const actionCalls = vi.fn(async () => null);
const Stub = createRoutesStub([{ path: "/", Component: ContactForm, action: () => actionCalls() }]);

const passwordSchema = z.object({ password: z.string().min(8) });

function PasswordForm() {
  const [form, fields] = useForm<z.output<typeof passwordSchema>, { password?: string }>({
    id: "senha",
    onValidate: (formData) =>
      parseWithZod(formData, { schema: passwordSchema }) as ParsedSubmission<z.output<typeof passwordSchema>>,
  });
  return (
    <form {...getFormProps(form)}>
      <ConformPasswordField meta={fields.password} label="Senha" autoComplete="new-password" />
    </form>
  );
}

describe("Conform password field", () => {
  it("is a plain password field without JavaScript; once hydrated its toggle shows and hides what was typed", async () => {
    const html = renderToString(<PasswordForm />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.replaceChildren(container);
    const input = container.querySelector("input")!;
    expect(input.type).toBe("password");
    expect(input.className).toContain("pr-14");
    expect(container.querySelector("button")).toBeNull();

    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <PasswordForm />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="Mostrar senha"]')!;
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(container.querySelector("input")!.className).toContain("pr-14");

    await act(async () => toggle.click());
    expect(container.querySelector("input")!.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await act(async () => toggle.click());
    expect(container.querySelector("input")!.type).toBe("password");
  });
});
