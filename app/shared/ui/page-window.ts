/** A page number to link, or a gap ("…") between the numbers shown. */
export type PageItem = number | "gap";

/**
 * The page numbers a pager shows: the first, the last known, and `radius` pages either side of the
 * current one, with a gap where numbers are left out (a gap never hides just one page: that page
 * is shown instead). `more` adds a gap after the last known page for lists that count only a few
 * pages ahead. A cemetery with 90,000 memorials thus gets about nine links, not 15,000.
 */
export function pageWindow(page: number, totalPages: number, more = false, radius = 2): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(Math.floor(page), 1), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let n = current - radius; n <= current + radius; n++) if (n >= 1 && n <= totalPages) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of numbers) {
    const previous = items.length ? (items[items.length - 1] as number) : 0;
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push("gap");
    items.push(n);
  }
  if (more) items.push("gap");
  return items;
}
