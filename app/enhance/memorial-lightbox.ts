import * as HOOK from "../shared/ui/markup/hook-names";
import { selector } from "../shared/ui/markup/markup-hooks";
import { trapFocus } from "./memorial-dialog";

const SWIPE_PX = 40;

/**
 * The gallery as a full-screen carousel: a modal dialog opened from a thumbnail, arrows and swipe
 * to move, Escape (native) to close, "n de N", each photo loaded only when shown.
 */
export function enhanceLightbox(root: HTMLElement): void {
  const dialog = root.querySelector<HTMLDialogElement>(selector(HOOK.lightbox, "dialog"));
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(selector(HOOK.galleryItem, "a")));
  const image = dialog?.querySelector<HTMLImageElement>(selector(HOOK.lightboxImage, "img"));
  const counter = dialog?.querySelector<HTMLElement>(selector(HOOK.lightboxCounter));
  const prev = dialog?.querySelector<HTMLButtonElement>(selector(HOOK.lightboxPrev));
  const next = dialog?.querySelector<HTMLButtonElement>(selector(HOOK.lightboxNext));
  const close = dialog?.querySelector<HTMLButtonElement>(selector(HOOK.lightboxClose));
  const stage = dialog?.querySelector<HTMLElement>(selector(HOOK.lightboxStage));
  if (!dialog || !image || !counter || !prev || !next || !close || !stage || links.length === 0) return;

  let index = 0;
  let opener: HTMLElement | null = null;
  const total = links.length;
  const show = (i: number) => {
    index = (i + total) % total;
    const link = links[index]!;
    const thumb = link.querySelector("img");
    image.srcset = thumb?.srcset ?? "";
    image.sizes = "100vw";
    image.src = link.href;
    image.alt = thumb?.alt ?? "";
    counter.textContent = `${index + 1} de ${total}`;
  };
  prev.hidden = next.hidden = total < 2;

  links.forEach((link, i) =>
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      opener = link;
      show(i);
      dialog.showModal();
      close.focus();
    }),
  );
  prev.addEventListener("click", () => show(index - 1));
  next.addEventListener("click", () => show(index + 1));
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  });
  trapFocus(dialog, () => opener);

  let startX: number | null = null;
  stage.addEventListener("pointerdown", (event) => {
    startX = event.clientX;
  });
  stage.addEventListener("pointerup", (event) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= SWIPE_PX && total > 1) show(index + (dx < 0 ? 1 : -1));
  });
  stage.addEventListener("pointercancel", () => {
    startX = null;
  });
}
