import { keepsakeFileHref } from "../keepsake-links";
import { KEEPSAKE_FILES } from "../keepsake.constants";

interface KeepsakeBookProps {
  username: string;
  book: { pageCount: number; renderedAt: string; previews: string[] };
  stale: boolean;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }).format(
    new Date(iso),
  );

/** The stored book: its first pages as images (they show on any phone), its two PDFs to download. */
export function KeepsakeBook({ username, book, stale }: KeepsakeBookProps) {
  return (
    <section aria-labelledby="livro-pronto" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
      <h2 id="livro-pronto" className="text-xl">
        Seu livro
      </h2>
      <p className="mt-1 text-ink-soft">
        {book.pageCount} páginas, gerado em {when(book.renderedAt)}.
      </p>
      {stale && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          O memorial ou a escolha mudou desde que o livro foi gerado. Use “Atualizar o livro” para incluir as mudanças.
        </p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Prévia das primeiras páginas">
        {book.previews.map((file, i) => (
          <li key={file}>
            <img
              src={keepsakeFileHref(username, file)}
              alt={`Página ${i + 1} do livro`}
              width={600}
              height={852}
              loading="lazy"
              className="h-auto w-full rounded border border-sky-100 shadow-sm"
            />
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-2">
        <a href={keepsakeFileHref(username, KEEPSAKE_FILES.book)} download className="btn btn-primary">
          Baixar
        </a>
        <a href={keepsakeFileHref(username, KEEPSAKE_FILES.print)} download className="btn btn-secondary">
          Baixar versão para impressão
        </a>
      </p>
    </section>
  );
}
