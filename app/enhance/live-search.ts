import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";

/**
 * Live search for plain GET search forms. Without JavaScript the form reloads the page with its
 * query; with it the results update as the visitor types, in place, focus and caret untouched.
 *
 * Markup:
 * - `<form method="get" action="/page" data-live-search="#results" data-debounce="500">`:
 *   `data-live-search` is the selector of the results region (empty: the first
 *   `[data-live-search-results]`), `data-debounce` the pause in ms after the last keystroke
 *   (default 300).
 * - The results region, on this page and in the page the form's URL returns, carries
 *   `data-live-search-results` and `data-live-search-count="14 cemitérios encontrados"`, the text
 *   announced after each update.
 * - Optional `[data-live-search-status]` inside the form: the polite live region for that text
 *   (created when missing).
 *
 * The page is fetched at the form's URL (empty fields left out, so the page number resets), its
 * results region replaces ours and the address bar follows with `history.replaceState`, so the
 * search can be shared or reloaded.
 */
export function enhanceLiveSearch(): void {
  document.querySelectorAll<HTMLFormElement>(selector(HOOK.liveSearch, "form")).forEach(enhanceLiveSearchForm);
}

function searchUrl(form: HTMLFormElement): URL {
  const url = new URL(form.getAttribute("action") || location.pathname, location.href);
  url.search = "";
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim()) url.searchParams.append(key, value.trim());
  }
  return url;
}

function statusRegion(form: HTMLFormElement): HTMLElement {
  let status = form.querySelector<HTMLElement>(selector(HOOK.liveSearchStatus));
  if (!status) {
    status = document.createElement("p");
    status.setAttribute("role", "status");
    status.className = "sr-only";
    form.append(status);
  }
  return status;
}

function enhanceLiveSearchForm(form: HTMLFormElement): void {
  const results = hookValue(form, HOOK.liveSearch) || selector(HOOK.liveSearchResults);
  const debounce = Number(hookValue(form, HOOK.debounce) || 300);
  const status = statusRegion(form);
  let timer: number | undefined;
  let inFlight: AbortController | undefined;
  let shown = searchUrl(form).href;

  const announce = (text: string) => {
    // Cleared first, so the same count typed twice is announced twice.
    status.textContent = "";
    window.setTimeout(() => {
      status.textContent = text;
    }, 100);
  };

  const update = async () => {
    const url = searchUrl(form);
    if (url.href === shown) return;
    shown = url.href;
    inFlight?.abort();
    const request = new AbortController();
    inFlight = request;
    const region = document.querySelector<HTMLElement>(results);
    region?.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { signal: request.signal, headers: { Accept: "text/html" } });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const next = page.querySelector<HTMLElement>(results);
      if (!response.ok || !region || !next) throw new Error(`live search: ${response.status}`);
      region.innerHTML = next.innerHTML;
      const count = hookValue(next, HOOK.liveSearchCount) ?? "";
      region.setAttribute(HOOK.liveSearchCount, count);
      history.replaceState(history.state, "", response.redirected ? response.url : url.href);
      if (page.title) document.title = page.title;
      announce(count);
    } catch {
      // A newer search replaced this one; anything else falls back to an ordinary page load.
      if (!request.signal.aborted) location.assign(url.href);
    } finally {
      if (inFlight === request) region?.removeAttribute("aria-busy");
    }
  };

  form.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void update(), debounce);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    void update();
  });
}
