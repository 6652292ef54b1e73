export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const lastmod = (date?: Date) => (date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : "");

/** A `<urlset>` of absolute addresses under `base` (the site's public URL, no trailing slash). */
export function sitemapXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(base + entry.path)}</loc>${lastmod(entry.lastModified)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The address of part `n` (1-based) of a sitemap split into several files. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** The part number of a `/sitemap-<n>.xml` path, or undefined for any other path. */
export function sitemapPartNumber(pathname: string): number | undefined {
  const match = /^\/sitemap-([1-9]\d{0,5})\.xml$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** A `<sitemapindex>` pointing to parts 1..partCount. */
export function sitemapIndexXml(base: string, partCount: number): string {
  const parts = Array.from(
    { length: partCount },
    (_, i) => `  <sitemap><loc>${escapeXml(base + sitemapPartPath(i + 1))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>\n`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
