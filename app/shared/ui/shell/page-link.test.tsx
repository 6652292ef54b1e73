import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { MemoryRouter, NavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { isCurrentPage, PageLink } from "./page-link";

/** Whether React Router's `NavLink` marks `to` as the page at `pathname`. */
function navLinkSays(pathname: string, to: string, end: boolean): boolean {
  const html = renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <NavLink to={to} end={end} reloadDocument>
        x
      </NavLink>
    </MemoryRouter>,
  );
  return html.includes('aria-current="page"');
}

const segment = fc.constantFrom("blog", "Blog", "blo", "blogs", "wallet", "profile", "um-artigo");
const path = fc
  .tuple(fc.array(segment, { maxLength: 3 }), fc.boolean())
  .map(([parts, slash]) => `/${parts.join("/")}${slash && parts.length ? "/" : ""}`);

describe("shell links", () => {
  it("are plain anchors to the page, without React Router's route discovery mark", () => {
    const html = renderToString(
      <PageLink to="/blog" className="x">
        Blog
      </PageLink>,
    );
    expect(html).toBe('<a href="/blog" class="x">Blog</a>');
  });

  it.each([
    ["/blog", "/blog", false, true],
    ["/blog/um-artigo", "/blog", false, true],
    ["/blog/um-artigo", "/blog", true, false],
    ["/blogs", "/blog", false, false],
    ["/BLOG", "/blog", true, true],
    ["/wallet", "/", false, false],
    ["/", "/", true, true],
  ])("at %s, %s is the current page (end %s): %s", (pathname, to, end, expected) => {
    expect(isCurrentPage(pathname, to, end)).toBe(expected);
  });

  it("mark the current page as React Router's NavLink did", () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), (pathname, to, end) => {
        expect(isCurrentPage(pathname, to, end)).toBe(navLinkSays(pathname, to, end));
      }),
      { seed: 71, numRuns: 300 },
    );
  });
});
