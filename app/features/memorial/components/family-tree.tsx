import { buildFamilyTree, type Generation, type Relative } from "../family-tree";

const LEVEL_TITLE = "mb-2 text-center font-sans text-sm font-semibold uppercase tracking-wide text-ink-soft";

function People({ people, label }: { people: Relative[]; label?: string }) {
  if (people.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-2">
      {people.map((person, i) => (
        <li
          key={`${person.degree}-${person.name}-${i}`}
          className="min-w-0 max-w-full rounded-xl border border-sky-200 bg-white px-3 py-2 text-center shadow-sm"
        >
          <span className="block break-words font-semibold">{person.name}</span>
          <span className="block text-sm text-ink-soft">{person.degree}</span>
          {person.message && (
            <p className="mt-2 max-w-xs whitespace-pre-line border-t border-sky-100 pt-2 text-left text-sm italic">
              <span className="sr-only">Mensagem aos familiares: </span>“{person.message}”
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One generation: the direct line in the middle, the rest of the generation beside it. */
function GenerationRow({ generation, className }: { generation: Generation; className: string }) {
  const title = generation.members.length ? generation.title : generation.asideLabel;
  return (
    <li className={className}>
      <h3 className={LEVEL_TITLE}>{title}</h3>
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-6">
        <People people={generation.members} />
        {generation.members.length > 0 && generation.aside.length > 0 ? (
          <div className="rounded-xl border border-dashed border-sky-200 p-2">
            <People people={generation.aside} label={generation.asideLabel} />
          </div>
        ) : (
          generation.members.length === 0 && <People people={generation.aside} />
        )}
      </div>
    </li>
  );
}

/**
 * The kinship entries as a family tree: ancestors above, the person with spouse beside and
 * siblings aside, descendants below. Nested lists with headings, so it reads in order too.
 */
export function FamilyTree({ name, kinship }: { name: string; kinship: Relative[] }) {
  const tree = buildFamilyTree(kinship);
  if (tree.empty) return null;
  const connector =
    "relative pb-6 last:pb-0 after:absolute after:bottom-1 after:left-1/2 after:h-4 after:w-px after:bg-sky-200 last:after:hidden";
  return (
    <section aria-labelledby="arvore-titulo" className="mt-10">
      <h2 id="arvore-titulo" className="text-2xl">
        Árvore genealógica
      </h2>
      <ol className="mt-4 rounded-2xl bg-sky-50 p-4 sm:p-6">
        {tree.above.map((generation) => (
          <GenerationRow key={generation.level} generation={generation} className={connector} />
        ))}
        <li className={connector}>
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-6">
            <h3 className="max-w-full break-words rounded-xl border-2 border-sky-700 bg-white px-4 py-2 text-center text-lg">
              {name}
            </h3>
            {tree.spouses.length > 0 && <People people={tree.spouses} label="Cônjuge" />}
          </div>
          {tree.siblings.length > 0 && (
            <div className="mt-3">
              <h3 className={LEVEL_TITLE}>Irmãos</h3>
              <People people={tree.siblings} />
            </div>
          )}
        </li>
        {tree.below.map((generation) => (
          <GenerationRow key={generation.level} generation={generation} className={connector} />
        ))}
      </ol>
      {tree.others.length > 0 && (
        <div className="mt-4">
          <h3 className="text-lg">Outros familiares e amigos</h3>
          <div className="mt-2">
            <People people={tree.others} />
          </div>
        </div>
      )}
    </section>
  );
}
