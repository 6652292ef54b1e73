/**
 * The shell's links: each loads its page as a new document (the public pages carry no React in
 * the browser, decision 011), so they are plain anchors. React Router's `<Link reloadDocument>`
 * drew the same anchor at the cost of its hooks for every link of every page the server renders
 * (the shell has up to 25), and marked it for route discovery, which a document load never uses
 * (decision 071).
 */
export function PageLink({ to, ...props }: { to: string } & Omit<React.ComponentProps<"a">, "href">) {
  return <a href={to} {...props} />;
}

/**
 * Whether `to` is the page at `pathname`, as React Router's `NavLink` decides it (case-insensitive;
 * without `end`, a page below it counts too: `/blog` for `/blog/um-artigo`, never `/` for all).
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const page = to.toLowerCase();
  if (here === page) return true;
  if (end || page === "/") return false;
  const base = page.endsWith("/") ? page.slice(0, -1) : page;
  return here.startsWith(base) && here.charAt(base.length) === "/";
}
