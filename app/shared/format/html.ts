/** Text made safe inside HTML (e-mails and the few pages written by hand): `& < > " '` escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A link's end: trailing punctuation that closes the sentence is not part of the address. */
const LINK = /https?:\/\/[^\s<]+?(?=[.,;:!?)]*(?:\s|$))/g;

/**
 * An e-mail's body from its paragraphs: the plain text (blank lines between them) and the HTML
 * (each paragraph escaped, its web addresses made links).
 */
export function mailBody(paragraphs: readonly string[]): { text: string; html: string } {
  return {
    text: `${paragraphs.join("\n\n")}\n`,
    html: paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(LINK, (url) => `<a href="${url}">${url}</a>`)}</p>`)
      .join("\n"),
  };
}
