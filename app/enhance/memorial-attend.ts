import type { attendProfile } from "~/features/attendance/enhance";
import { postApi } from "~/shared/http/api-client";
import { ATTENDANCE_MESSAGES } from "~/features/attendance/enhance";
import { FOLLOW_EMAIL_INPUT_ID, FOLLOW_OFFER } from "~/features/followers/enhance";
import { trapFocus } from "./memorial-dialog";
import { swapSection } from "./memorial-inplace";
import { announce } from "./memorial-share";
import * as HOOK from "../shared/ui/markup/hook-names";
import * as ID from "../shared/ui/markup/element-ids";
import { fieldErrorId, hookValue, selector } from "../shared/ui/markup/markup-hooks";

function showFieldErrors(form: HTMLFormElement, fields: Readonly<Record<string, string>>): void {
  for (const [name, message] of Object.entries(fields)) {
    const input = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!input) continue;
    input.setAttribute("aria-invalid", "true");
    const target = document.getElementById(fieldErrorId(input.id));
    if (target) target.textContent = message;
  }
}

/**
 * 'Registrar Presença' as a modal dialog: the server's section moves into a <dialog>, the form is
 * sent to POST /api/event/attendProfile, and the attendance list is refreshed in place.
 */
export function enhanceAttendance(root: HTMLElement, after: (section: HTMLElement) => void): void {
  const section = root.querySelector<HTMLElement>(selector(HOOK.attendSection));
  const form = section?.querySelector<HTMLFormElement>(selector(HOOK.attendForm, "form"));
  if (!section || !form) return;
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-labelledby", ID.attendTitle);
  dialog.className = "m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-transparent p-0 backdrop:bg-ink/60";
  section.after(dialog);
  dialog.append(section);
  section.classList.remove("mt-12");
  section.querySelector("[role=status]")?.remove();

  let opener: HTMLElement | null = null;
  const open = (from: HTMLElement | null) => {
    opener = from;
    dialog.showModal();
    form.querySelector<HTMLInputElement>("input")?.focus();
  };
  root.querySelectorAll<HTMLAnchorElement>(`a[href="#${ID.attend}"]`).forEach((link) =>
    link.addEventListener("click", (event) => {
      event.preventDefault();
      open(link);
    }),
  );
  const cancel = form.querySelector<HTMLButtonElement>(selector(HOOK.dialogClose));
  if (cancel) {
    cancel.hidden = false;
    cancel.addEventListener("click", () => dialog.close());
  }
  trapFocus(dialog, () => opener);
  if (location.hash === `#${ID.attend}`) open(null);

  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const formError = form.querySelector<HTMLElement>(selector(HOOK.formError));
  form.addEventListener("submit", async (event) => {
    if (event.defaultPrevented) return; // the live validation found a problem and shows it
    event.preventDefault();
    const label = submit?.textContent ?? "";
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    let message: string = ATTENDANCE_MESSAGES.failure;
    try {
      const response = await postApi<typeof attendProfile>("/api/event/attendProfile", {
        profileId: hookValue(root, HOOK.profileId) ?? "",
        token: hookValue(root, HOOK.viewToken),
        name: value("name"),
        email: value("email"),
        cellphone: value("cellphone"),
      });
      // Not JSON (a proxy's error page): the generic message below.
      const answer = await response.json();
      if (answer.success) {
        const email = value("email");
        form.reset();
        if (formError) formError.hidden = true;
        dialog.close();
        // The offer to follow (decision 055): the follow form below gets the address just used.
        const follow = document.getElementById(FOLLOW_EMAIL_INPUT_ID) as HTMLInputElement | null;
        if (follow && !follow.value) follow.value = email;
        announce(follow ? `${answer.message}. ${FOLLOW_OFFER}` : answer.message);
        const url = new URL(location.href);
        url.searchParams.delete(ID.attendance);
        void swapSection(ID.attendance, url, after).catch(() => undefined);
        return;
      }
      if (answer.fields) showFieldErrors(form, answer.fields);
      if ((response.status === 400 || response.status === 429) && answer.message) message = answer.message;
    } catch {
      // No answer, or not one of ours: the generic message below.
    } finally {
      window.setTimeout(() => {
        if (submit) {
          submit.disabled = false;
          submit.textContent = label;
        }
      });
    }
    if (formError) {
      formError.textContent = message;
      formError.hidden = false;
    }
  });
}
