/** The public address of a memorial (DECISIONS.md: the handle without its '@'). */
export function profileHref(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}
