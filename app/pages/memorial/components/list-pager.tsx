import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
/**
 * ANTERIOR / "Página x de y" / PRÓXIMA as plain links (no JavaScript needed); `section` lets the
 * enhancement script swap only that section in place.
 */
export function ListPager({
  page,
  totalPages,
  hrefFor,
  label,
  section,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label: string;
  section: string;
}) {
  if (totalPages <= 1) return null;
  const link = "inline-flex min-h-11 items-center rounded-full px-4 font-semibold no-underline";
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} {...hook(HOOK.inPlace, section)} className={`${link} text-sky-800 hover:bg-sky-50`}>
          ANTERIOR
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className="text-sm text-ink-soft">
        Página {Math.min(page, totalPages)} de {totalPages}
      </span>
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} {...hook(HOOK.inPlace, section)} className={`${link} text-sky-800 hover:bg-sky-50`}>
          PRÓXIMA
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
