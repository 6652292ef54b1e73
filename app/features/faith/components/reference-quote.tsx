import type { ShownReference } from "../religious-references.catalog";

/** The memorial's religious reference: a calm quote with its source, server-rendered, no script. */
export function ReferenceQuote({ reference }: { reference: ShownReference }) {
  return (
    <figure
      aria-label="Referência religiosa"
      className="mb-10 rounded-2xl border-l-4 border-sky-300 bg-sky-50 px-5 py-4"
    >
      <blockquote className="whitespace-pre-line font-serif text-lg italic text-ink">{reference.text}</blockquote>
      <figcaption className="mt-2 text-sm text-ink-soft">{reference.source}</figcaption>
    </figure>
  );
}
