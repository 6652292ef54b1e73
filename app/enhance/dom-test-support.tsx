/** Shared by the enhancement modules' tests (happy-dom): the real markup, and user-like events. */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

/** Renders a component as the server does and makes it the page's body. */
export function mount(element: React.ReactElement, url = "/"): void {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  document.body.innerHTML = renderToString(<Stub initialEntries={[url]} />);
}

/** Types a whole value into a field (one input event, as a paste would). */
export function type(field: HTMLInputElement, value: string): void {
  field.dispatchEvent(new Event("focus"));
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

export function leave(field: HTMLInputElement): void {
  field.dispatchEvent(new Event("blur"));
}

/** Sends the form as pressing its submit button would; false when a script stopped it. */
export function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}

export function byLabel(label: string): HTMLInputElement {
  const found = Array.from(document.querySelectorAll("label")).find((l) => l.textContent?.trim() === label);
  const input = found && document.getElementById(found.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

/** The message shown under a field. */
export function messageOf(field: HTMLInputElement): string {
  return document.getElementById(`${field.id}-error`)?.textContent ?? "";
}

export function keydown(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  return target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
}
