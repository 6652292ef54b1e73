import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";
import { trapFocus } from "./memorial-dialog";

/** What the honor form inside the dialog says to the memorial page (same origin only). */
export const HONOR_MESSAGES = { close: "honor:close", done: "honor:done" } as const;

/**
 * 'Deixar Mensagem', 'Acender Vela', 'Compartilhar Lembrança': with JavaScript the honor form
 * (its own page, `/homenagear/...`) opens in a modal dialog over the memorial, in a frame of the
 * same origin (`?embed=1` renders it without the site's header and footer). The form tells the page
 * when it is done ('desabafo' concluded: close; paid: reload the memorial at its tributes).
 * Without JavaScript, or with a modifier key, the link opens the page itself.
 */
export function enhanceHonorDialog(root: HTMLElement): void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(selector(HOOK.openHonor, "a")));
  if (links.length === 0 || typeof HTMLDialogElement === "undefined") return;
  let opener: HTMLElement | null = null;
  const dialog = document.createElement("dialog");
  dialog.className = "honor-dialog";
  dialog.setAttribute("aria-labelledby", "honor-dialog-title");
  dialog.innerHTML = `<div class="honor-dialog-bar"><h2 id="honor-dialog-title"></h2>
    <button type="button" class="btn btn-secondary" ${HOOK.dialogClose}>Fechar</button></div>`;
  const title = dialog.querySelector("h2")!;
  // The frame exists only while the dialog is open: nothing loads, and no frame is in the page, before a click.
  let frame: HTMLIFrameElement | null = null;
  document.body.append(dialog);
  trapFocus(dialog, () => opener);
  dialog.querySelector(selector(HOOK.dialogClose))!.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    frame?.remove();
    frame = null;
  });

  for (const link of links) {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener = link;
      const label = hookValue(link, HOOK.openHonor) ?? "Homenagem";
      title.textContent = label;
      frame?.remove();
      frame = document.createElement("iframe");
      frame.title = `Formulário: ${label}`;
      const url = new URL(link.href);
      url.searchParams.set("embed", "1");
      frame.src = url.pathname + url.search;
      dialog.append(frame);
      dialog.showModal();
    });
  }

  window.addEventListener("message", (event) => {
    if (!frame || event.origin !== location.origin || event.source !== frame.contentWindow) return;
    const kind = (event.data as { type?: unknown } | null)?.type;
    if (kind === HONOR_MESSAGES.close) dialog.close();
    if (kind === HONOR_MESSAGES.done) {
      // The new tribute shows on the memorial (its cache was invalidated by the payment).
      location.assign(`${location.pathname}${location.search}#homenagens`);
      location.reload();
    }
  });
}
