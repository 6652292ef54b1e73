/** A name offered when a search found nothing, and the search that finds it. */
export interface Suggestion {
  name: string;
  href: string;
}

/** "Você quis dizer: …" under an empty result, a link per suggested name (decision 051). */
export function Suggestions({ suggestions }: { suggestions: Suggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <nav aria-label="Sugestões de busca" className="mt-3 text-base">
      <p className="text-ink-soft">Você quis dizer:</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <a
              href={suggestion.href}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            >
              {suggestion.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
