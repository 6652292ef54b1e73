import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
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
    <div {...hook(HOOK.readMore)} className={`group/readmore ${className}`}>
      <p {...hook(HOOK.readMoreShort)} className="whitespace-pre-line group-has-[details[open]]/readmore:hidden">
        {short}
      </p>
      <details {...hook(HOOK.readMoreDetails)}>
        <summary className="cursor-pointer font-semibold text-sky-800 underline underline-offset-4">
          <span className="group-has-[details[open]]/readmore:hidden">Ler mais</span>
          <span className="hidden group-has-[details[open]]/readmore:inline">Ler menos</span>
        </summary>
        <p {...hook(HOOK.readMoreFull)} className="mt-2 whitespace-pre-line">
          {text}
        </p>
      </details>
    </div>
  );
}
