// @vitest-environment happy-dom
import { getFormProps } from "~/shared/ui/zone/form-props";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, Form } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ConformField } from "./field";
import { useZoneForm } from "./use-zone-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = z.object({ email: z.string({ message: "E-mail é obrigatório" }).regex(/@/, "E-mail inválido") });

/** The schema's module as the test hands it over: `load` waits until `arrive()` (a slow network). */
function controlledModule() {
  let arrive: () => void = () => {};
  const arrived = new Promise<{ schema: typeof schema }>((resolve) => {
    arrive = () => resolve({ schema });
  });
  const load = vi.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

let root: Root | undefined;
async function render(load: () => Promise<{ schema: typeof schema }>, action = vi.fn(() => null)) {
  function ContactForm() {
    const [form, fields] = useZoneForm(
      { load, schema: (module) => module.schema },
      { id: "contato", shouldValidate: "onBlur", shouldRevalidate: "onInput" },
    );
    return (
      <Form method="post" {...getFormProps(form)}>
        <ConformField meta={fields.email} label="E-mail" type="email" />
        <button type="submit">Salvar</button>
      </Form>
    );
  }
  const Stub = createRoutesStub([{ path: "/", Component: ContactForm, action }]);
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root!.render(<Stub />));
  return action;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

const input = () => document.querySelector("input")!;
const message = () => document.getElementById(input().id + "-error")?.textContent ?? "";

async function type(value: string) {
  await act(async () => {
    input().focus();
    input().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    input().value = value;
    input().dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const leave = () => act(async () => input().dispatchEvent(new FocusEvent("focusout", { bubbles: true })));

describe("useZoneForm: the schema loads on the first interaction", () => {
  it("is not loaded with the form, only once someone focuses a field of it", async () => {
    const module = controlledModule();
    await render(module.load);
    expect(module.load).not.toHaveBeenCalled();
    await type("ana");
    expect(module.load).toHaveBeenCalledTimes(1);
    await type("ana@");
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it("validates a field left before the schema arrived as soon as it does, then live as before", async () => {
    const module = controlledModule();
    await render(module.load);
    await type("ana");
    await leave();
    // Nothing to show yet, and no request to the server for it.
    expect(message()).toBe("");
    await module.arrive();
    // Conform's Zod adapter is imported beside the schema: both are in once the message shows.
    await vi.waitFor(() => expect(message()).toBe("E-mail inválido"));
    expect(input().getAttribute("aria-invalid")).toBe("true");
    await type("ana@exemplo.com");
    expect(message()).toBe("");
  });

  it("sends a submit made before the schema arrived to the server, which validates it", async () => {
    const module = controlledModule();
    const action = await render(module.load);
    await type("ana");
    await act(async () => document.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });

  it("blocks a wrong submit in the browser once the schema is here", async () => {
    const module = controlledModule();
    const action = await render(module.load);
    await type("ana");
    await module.arrive();
    await leave();
    await vi.waitFor(() => expect(message()).toBe("E-mail inválido"));
    await act(async () => document.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
    expect(message()).toBe("E-mail inválido");
    expect(action).not.toHaveBeenCalled();
  });
});

describe("useZoneForm: a form handled in the browser", () => {
  it("holds a submit made before the schema arrived, then hands the validated values to its onSubmit", async () => {
    const module = controlledModule();
    const done = vi.fn();
    function PayerForm() {
      const [form, fields] = useZoneForm(
        { load: module.load, schema: (m) => m.schema },
        {
          id: "pagador",
          onSubmit(event, { submission }) {
            event.preventDefault();
            if (submission?.status === "success") done(submission.value);
          },
        },
      );
      return (
        <form {...getFormProps(form)}>
          <ConformField meta={fields.email} label="E-mail" type="email" />
          <button type="submit">Continuar</button>
        </form>
      );
    }
    const container = document.createElement("div");
    document.body.replaceChildren(container);
    root = createRoot(container);
    await act(async () => root!.render(<PayerForm />));
    await type("ana@exemplo.com");
    await act(async () => document.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
    expect(done).not.toHaveBeenCalled();
    await module.arrive();
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith({ email: "ana@exemplo.com" }));
  });
});
