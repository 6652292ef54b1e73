import { previewText, READ_MORE_LIMIT } from "../memorial-text";

/**
 * A long text cut at `limit` characters with 'Ler mais' / 'Ler menos' (spec). Without JavaScript
 * a <details> reveals the whole text; the enhancement script turns it into a button with
 * aria-expanded that swaps the text in place.
 */
export function ReadMore({
  text,
  limit = READ_MORE_LIMIT,
  className = "",
}: {
  text: string;
  limit?: number;
  className?: string;
}) {
  const { short, truncated } = previewText(text, limit);
  if (!truncated) return <p className={`whitespace-pre-line ${className}`}>{text}</p>;
  return (
    <div data-read-more className={`group/readmore ${className}`}>
      <p data-read-more-short className="whitespace-pre-line group-has-[details[open]]/readmore:hidden">
        {short}
      </p>
      <details data-read-more-details>
        <summary className="cursor-pointer font-semibold text-sky-800 underline underline-offset-4">
          <span className="group-has-[details[open]]/readmore:hidden">Ler mais</span>
          <span className="hidden group-has-[details[open]]/readmore:inline">Ler menos</span>
        </summary>
        <p data-read-more-full className="mt-2 whitespace-pre-line">
          {text}
        </p>
      </details>
    </div>
  );
}
