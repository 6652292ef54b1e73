import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";

/**
 * The playlist link becomes the music service's player on a click, and not before: no request
 * leaves for the service (Spotify's embed, or the sandbox's local player) until the visitor asks.
 */
export function enhancePlaylist(root: HTMLElement): void {
  // Delegated: the link still works after a section of the page is swapped in place.
  root.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(selector(HOOK.playlistPlayer, "a"));
    const src = link ? hookValue(link, HOOK.playlistPlayer) : undefined;
    if (!link || !src || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = "Player da playlist em homenagem";
    frame.className = "w-full rounded-xl border-0";
    frame.height = "380";
    frame.loading = "lazy";
    frame.allow = "autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture";
    link.replaceWith(frame);
    frame.focus();
  });
}
