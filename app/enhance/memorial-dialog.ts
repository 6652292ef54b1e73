const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex='-1'])";

/**
 * Keeps Tab inside an open modal dialog (the page behind is inert, but Tab would otherwise leave
 * for the browser's own controls) and gives focus back to the opener when it closes.
 */
export function trapFocus(dialog: HTMLDialogElement, openerOf: () => HTMLElement | null): void {
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.hidden && el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener("close", () => openerOf()?.focus());
}
