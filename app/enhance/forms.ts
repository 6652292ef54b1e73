import { formatCnpj } from "~/shared/validation/cnpj";
import { fieldComplete, fieldMessage, type FieldRules } from "~/shared/validation/field-rules";
import { formatPhone, phoneDigits } from "~/shared/validation/phone";
import * as HOOK from "../shared/ui/markup/hook-names";
import { fieldErrorId, hookValue, selector } from "../shared/ui/markup/markup-hooks";

/**
 * Live validation for forms marked `data-live`: every input with `data-rules` is checked on blur
 * (and again while typing once it showed a message), with the same messages the server uses.
 * `data-submit-when-valid` keeps the submit button disabled until the form is valid, or until the
 * fields it names are (`data-submit-when-valid="email password"`: registration, spec part 1 §3);
 * the other fields are then checked when the form is sent. Without
 * JavaScript the server does all of this on submit.
 */
export function enhanceForms(): void {
  document.querySelectorAll<HTMLFormElement>(selector(HOOK.liveForm, "form")).forEach(enhanceForm);
  document.querySelectorAll<HTMLButtonElement>(selector(HOOK.togglePassword, "button")).forEach(enhancePasswordToggle);
}

function enhancePasswordToggle(button: HTMLButtonElement): void {
  const input = document.getElementById(hookValue(button, HOOK.togglePassword) ?? "") as HTMLInputElement | null;
  if (!input) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    const show = input.type === "password";
    input.type = show ? "text" : "password";
    button.setAttribute("aria-pressed", String(show));
  });
}

function enhanceForm(form: HTMLFormElement): void {
  const fields = Array.from(form.querySelectorAll<HTMLInputElement>(selector(HOOK.rules, "input")));
  const rules = new Map<HTMLInputElement, FieldRules>(
    fields.map((f) => [f, JSON.parse(hookValue(f, HOOK.rules) ?? "{}")]),
  );
  const valueOf = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const formError = form.querySelector<HTMLElement>(selector(HOOK.formError));
  const gate = form.hasAttribute(HOOK.submitWhenValid);
  const gateNames = (hookValue(form, HOOK.submitWhenValid) ?? "").split(/\s+/).filter(Boolean);
  const gating = gateNames.length ? fields.filter((f) => gateNames.includes(f.name)) : fields;

  const show = (field: HTMLInputElement, message: string | undefined) => {
    const target = document.getElementById(fieldErrorId(field.id));
    // A message longer than its reserved line waits for the tap that left the field to land.
    if (target) afterPointerRelease(() => (target.textContent = message ?? ""));
    if (message) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  };
  const check = (field: HTMLInputElement) => show(field, fieldMessage(rules.get(field)!, field.value, valueOf));
  const refreshSubmit = () => {
    if (gate && submit) submit.disabled = !gating.every((f) => fieldComplete(rules.get(f)!, f.value, valueOf));
  };

  for (const field of fields) {
    const rule = rules.get(field)!;
    if (rule.phone) {
      // Typed as digits (at most 11); shown as (DD) 99999-9999 once the field is left.
      field.addEventListener("focus", () => {
        field.value = phoneDigits(field.value);
      });
      field.addEventListener("input", () => {
        const digits = phoneDigits(field.value).slice(0, 11);
        if (digits !== field.value) field.value = digits;
      });
      field.addEventListener("blur", () => {
        if (!field.value) return show(field, undefined);
        const formatted = formatPhone(field.value);
        if (formatted) {
          field.value = formatted;
          show(field, undefined);
        } else {
          show(field, rule.phone);
          // The spec clears it (part 1 §3); a form that says `keepTyped` keeps it to be corrected.
          if (!rule.keepTyped) field.value = "";
        }
        refreshSubmit();
      });
    } else {
      field.addEventListener("blur", () => {
        check(field);
        refreshSubmit();
      });
    }
    if (rule.cnpj) {
      field.addEventListener("input", () => {
        field.value = formatCnpj(field.value);
      });
    }
    field.addEventListener("input", () => {
      if (field.hasAttribute("aria-invalid") && !rule.phone) check(field);
      for (const other of fields) {
        if (rules.get(other)!.match?.[0] === field.name && other.value) check(other);
      }
      refreshSubmit();
    });
  }

  form.addEventListener("submit", (event) => {
    let firstInvalid: HTMLInputElement | undefined;
    for (const field of fields) {
      const message = fieldMessage(rules.get(field)!, field.value, valueOf, { submitting: true });
      show(field, message);
      firstInvalid ??= message ? field : undefined;
    }
    if (firstInvalid) {
      event.preventDefault();
      if (formError) formError.hidden = false;
      firstInvalid.focus();
      return;
    }
    if (submit) {
      // One submission at a time: the button shows progress and cannot be pressed twice.
      window.setTimeout(() => {
        submit.disabled = true;
        const pending = hookValue(submit, HOOK.pendingLabel);
        if (pending) submit.textContent = pending;
      });
    }
  });
  refreshSubmit();
}

let pointerDown = false;
const waiting: (() => void)[] = [];
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (pointerDown = true), true);
  const release = () => {
    pointerDown = false;
    // After the click the release starts: the control under the finger gets it first.
    window.setTimeout(() => waiting.splice(0).forEach((run) => run()));
  };
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

/** Runs `change` now, or once the pointer pressed at this moment is released and its click delivered. */
function afterPointerRelease(change: () => void): void {
  if (pointerDown) waiting.push(change);
  else change();
}
