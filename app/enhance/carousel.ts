import * as HOOK from "../shared/ui/markup/hook-names";
import { selector } from "../shared/ui/markup/markup-hooks";

/**
 * Carousels. The server renders every card in a horizontally scrolling, scroll-snapping list
 * (`[data-carousel-track]`) that works by touch, trackpad and keyboard without JavaScript. Here the
 * previous/next buttons (`[data-carousel-prev]`, `[data-carousel-next]`, inside the hidden
 * `[data-carousel-controls]`) are revealed: each moves one page (the visible width, so 3 or 4 cards
 * as the CSS lays them out) and is marked unavailable at its end. The buttons stay focusable, so
 * focus is never lost when one stops being useful.
 */
export function enhanceCarousels(): void {
  document.querySelectorAll<HTMLElement>(selector(HOOK.carousel)).forEach(enhanceCarousel);
}

function enhanceCarousel(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>(selector(HOOK.carouselTrack));
  const controls = carousel.querySelector<HTMLElement>(selector(HOOK.carouselControls));
  const prev = carousel.querySelector<HTMLButtonElement>(selector(HOOK.carouselPrev));
  const next = carousel.querySelector<HTMLButtonElement>(selector(HOOK.carouselNext));
  if (!track || !controls || !prev || !next) return;

  const atStart = () => track.scrollLeft <= 1;
  const atEnd = () => track.scrollLeft >= track.scrollWidth - track.clientWidth - 1;
  const refresh = () => {
    controls.hidden = track.scrollWidth - track.clientWidth <= 1;
    prev.setAttribute("aria-disabled", String(atStart()));
    next.setAttribute("aria-disabled", String(atEnd()));
  };
  const move = (direction: 1 | -1) => {
    if (direction < 0 ? atStart() : atEnd()) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({ left: direction * track.clientWidth, behavior: smooth ? "smooth" : "auto" });
  };

  prev.addEventListener("click", () => move(-1));
  next.addEventListener("click", () => move(1));
  let frame = 0;
  const schedule = () => {
    window.cancelAnimationFrame(frame);
    frame = window.requestAnimationFrame(refresh);
  };
  track.addEventListener("scroll", schedule, { passive: true });
  // Also fires when the page is revealed after consent, or the viewport changes the cards per page.
  new ResizeObserver(schedule).observe(track);
  refresh();
}
