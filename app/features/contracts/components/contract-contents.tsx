import type { Section } from "~/shared/content/markdown.server";

/** A long contract gets a table of contents; a short one reads fine without. */
export const MIN_SECTIONS_FOR_CONTENTS = 4;

/**
 * The contract's sections as anchor links to their headings: plain links, so it works without
 * JavaScript and adds no script to the page. The headings leave room for the sticky navbar
 * (scroll-margin in app.css).
 */
export function ContractContents({ sections }: { sections: readonly Section[] }) {
  if (sections.length < MIN_SECTIONS_FOR_CONTENTS) return null;
  return (
    <nav aria-labelledby="contrato-sumario" className="mt-8 rounded-2xl border border-sky-200 bg-white px-5 py-4">
      <h2 id="contrato-sumario" className="text-lg">
        Sumário
      </h2>
      <ul className="mt-2 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block py-1.5 text-sky-800 underline-offset-4 hover:underline focus-visible:underline"
            >
              {section.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
