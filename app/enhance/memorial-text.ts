import { previewText } from "~/features/memorial/enhance";
import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";

let sequence = 0;

/** Replaces `box`'s content with the short text and a 'Ler mais' / 'Ler menos' button (aria-expanded). */
function collapsible(box: HTMLElement, short: string, full: string, expanded = false): void {
  sequence += 1;
  const text = document.createElement("p");
  text.id = `texto-longo-${sequence}`;
  text.className = "whitespace-pre-line";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mt-1 min-h-11 font-semibold text-sky-800 underline underline-offset-4";
  button.setAttribute("aria-controls", text.id);
  const render = (open: boolean) => {
    text.textContent = open ? full : short;
    button.textContent = open ? "Ler menos" : "Ler mais";
    button.setAttribute("aria-expanded", String(open));
  };
  button.addEventListener("click", () => render(button.getAttribute("aria-expanded") !== "true"));
  render(expanded);
  box.replaceChildren(text, button);
}

/** The server's <details> cut (tributes) becomes a button that swaps the text in place. */
export function enhanceReadMore(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>(selector(HOOK.readMore)).forEach((box) => {
    const short = box.querySelector(selector(HOOK.readMoreShort))?.textContent;
    const full = box.querySelector(selector(HOOK.readMoreFull))?.textContent;
    if (short == null || full == null) return;
    box.removeAttribute(HOOK.readMore);
    collapsible(box, short, full);
  });
}

/**
 * The history is rendered whole; here it is previewed at the length of the current screen
 * (200 characters up to 1024 px, 300 above), again when the screen crosses that width.
 */
export function enhanceClamp(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>(selector(HOOK.clamp)).forEach((box) => {
    const [mobile = 200, desktop = 300] = (hookValue(box, HOOK.clamp) ?? "").split(",").map(Number);
    const full = box.querySelector(selector(HOOK.clampText))?.textContent ?? "";
    const narrow = window.matchMedia("(max-width: 1024px)");
    const apply = () => {
      const { short, truncated } = previewText(full, narrow.matches ? mobile : desktop);
      const open = box.querySelector("[aria-expanded=true]") !== null;
      if (truncated) collapsible(box, short, full, open);
      else {
        const text = document.createElement("p");
        text.className = "whitespace-pre-line";
        text.textContent = full;
        box.replaceChildren(text);
      }
    };
    apply();
    narrow.addEventListener("change", apply);
  });
}
