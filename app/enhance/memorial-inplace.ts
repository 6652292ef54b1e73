import * as HOOK from "../shared/ui/markup/hook-names";
import * as ID from "../shared/ui/markup/element-ids";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";

/** The query keys each swappable section owns; the rest of the address is kept as it is. */
const SECTION_KEYS: Record<string, string[]> = {
  [ID.tributes]: ["filtro", "pagina"],
  [ID.attendance]: ["presencas"],
};

/** The current address with `section`'s own keys taken from `href`. */
function mergedUrl(section: string, href: string): URL {
  const target = new URL(href, location.href);
  const next = new URL(location.href);
  next.hash = "";
  for (const key of SECTION_KEYS[section] ?? []) {
    const value = target.searchParams.get(key);
    if (value === null) next.searchParams.delete(key);
    else next.searchParams.set(key, value);
  }
  return next;
}

/**
 * Fetches the page at `url` and swaps the section `id` for its new version; `after` enhances the
 * new content. Falls back to a normal navigation when anything goes wrong.
 */
export async function swapSection(id: string, url: URL, after: (section: HTMLElement) => void): Promise<HTMLElement> {
  const current = document.getElementById(id);
  current?.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin" });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.getElementById(id);
    if (!current || !fresh) throw new Error("section missing");
    const adopted = document.adoptNode(fresh);
    current.replaceWith(adopted);
    after(adopted);
    return adopted;
  } catch (error) {
    current?.removeAttribute("aria-busy");
    throw error;
  }
}

/** Filter tabs and pagers (links marked data-inplace) update only their own section. */
export function enhanceInPlace(root: HTMLElement, after: (section: HTMLElement) => void): void {
  root.addEventListener("click", async (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(selector(HOOK.inPlace, "a"));
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const id = hookValue(link, HOOK.inPlace) ?? "";
    event.preventDefault();
    const url = mergedUrl(id, link.href);
    const filters = link.closest(selector(HOOK.filters));
    const filterIndex = filters ? Array.from(filters.querySelectorAll("a")).indexOf(link) : -1;
    try {
      const section = await swapSection(id, url, after);
      history.replaceState(history.state, "", url.pathname + url.search);
      // Keep the keyboard where it was: the same filter tab, else the section's heading.
      const same =
        filterIndex >= 0 ? section.querySelectorAll<HTMLElement>(`${selector(HOOK.filters)} a`)[filterIndex] : null;
      const heading = section.querySelector<HTMLElement>("h2");
      if (same) same.focus();
      else if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    } catch {
      location.assign(link.href);
    }
  });
}
