/** Spec: long tribute texts and the history are cut at 100 characters with 'Ler mais' / 'Ler menos'. */
export const READ_MORE_LIMIT = 100;
/** Spec: the history preview is 200 characters on phones and 300 on wider screens. */
export const DESCRIPTION_PREVIEW = { mobile: 200, desktop: 300 } as const;

/**
 * The first `limit` characters (by code point, never splitting an emoji), trimmed back to the last
 * word when one ends near the cut, followed by an ellipsis; the text itself when it fits.
 */
export function previewText(text: string, limit: number): { short: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { short: text, truncated: false };
  const cut = chars.slice(0, limit).join("");
  const space = cut.search(/\s\S*$/);
  const short = (space > limit * 0.7 ? cut.slice(0, space) : cut).trimEnd();
  return { short: `${short}…`, truncated: true };
}
