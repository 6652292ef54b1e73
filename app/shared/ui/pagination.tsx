import { Link } from "react-router";
import { pageWindow } from "./page-window";

interface Props {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** More pages exist after `totalPages` (a list that counts only a few pages ahead): shows "…". */
  more?: boolean;
}

/**
 * ANTERIOR / numbers / PRÓXIMA as plain links, so paging works without JavaScript and can be shared.
 * Long lists show a window of numbers (pageWindow).
 */
export function Pagination({ page, totalPages, hrefFor, label = "Paginação", more = false }: Props) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages, more);
  const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold no-underline";
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={`${base} text-sky-800 hover:bg-sky-50`}>
              ANTERIOR
            </Link>
          ) : (
            <span className={`${base} text-ink-soft opacity-70`} aria-disabled="true">
              ANTERIOR
            </span>
          )}
        </li>
        {items.map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} className={`${base} text-ink-soft`}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{i === items.length - 1 ? "e mais páginas" : "páginas omitidas"}</span>
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Página ${n}`}
                className={`${base} ${n === page ? "bg-sky-700 text-white" : "text-sky-800 hover:bg-sky-50"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={`${base} text-sky-800 hover:bg-sky-50`}>
              PRÓXIMA
            </Link>
          ) : (
            <span className={`${base} text-ink-soft opacity-70`} aria-disabled="true">
              PRÓXIMA
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
