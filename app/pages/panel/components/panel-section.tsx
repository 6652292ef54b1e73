import { PANEL_SECTIONS, type PanelSection as SectionId } from "../panel-intents";
import { FormAnswer } from "~/shared/ui/zone/form-answer";

/** One section of the panel: a titled card its table of contents links to. */
export function PanelSection({
  id,
  description,
  children,
}: {
  id: SectionId;
  /** One sentence under the title: what this section is for, in the family's words. */
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="scroll-mt-20 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="text-xl">
        {PANEL_SECTIONS[id]}
      </h2>
      {description && <p className="mt-1 text-ink-soft">{description}</p>}
      {children}
    </section>
  );
}

/** What a form of this section answered: a success (announced) or a refusal (an alert). */
export function SectionAnswer({ answer }: { answer: { ok: boolean; message: string | null } | null | undefined }) {
  return <FormAnswer answer={answer} className="mt-4" />;
}

/** The panel's table of contents: one link per section this person sees. */
export function PanelContents({ sections }: { sections: SectionId[] }) {
  return (
    <nav aria-label="Seções do painel" className="rounded-2xl border border-sky-200 bg-white p-4">
      <ul className="flex flex-wrap gap-2">
        {sections.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-full bg-sky-50 px-4 font-semibold text-sky-800 no-underline hover:bg-sky-100"
            >
              {PANEL_SECTIONS[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
