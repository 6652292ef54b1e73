/** The public address of a memorial (DECISIONS.md: the handle without its '@'). */
export function profileHref(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** The memorial panel (`/painel/{username}`): where the family manages the memorial. */
export function panelHref(username: string): string {
  return `/painel/${encodeURIComponent(username.replace(/^@/, ""))}`;
}
