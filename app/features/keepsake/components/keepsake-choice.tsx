import { imageUrl } from "~/shared/images/urls";
import { KEEPSAKE_LIMITS } from "../keepsake.constants";
import type { KeepsakeView } from "../keepsake.server";

const date = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(new Date(iso));

/** The photos and tributes the book may take, with the current choice checked (newest first). */
export function KeepsakeChoice({ view }: { view: Pick<KeepsakeView, "candidates" | "selection"> }) {
  const { photos, tributes } = view.candidates;
  const photoIds = new Set(view.selection.photoIds);
  const tributeIds = new Set(view.selection.tributeIds);
  return (
    <>
      <fieldset className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-xl">Fotos</legend>
        <p className="text-ink-soft">Escolha até {KEEPSAKE_LIMITS.photos} fotos da galeria.</p>
        {photos.length === 0 ? (
          <p className="mt-3">A galeria ainda não tem fotos.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((photo, i) => (
              <li key={photo.id}>
                <label className="flex cursor-pointer flex-col gap-2">
                  <img
                    src={imageUrl(photo.imagePath, 320)}
                    alt=""
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                  <span className="inline-flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="foto" value={photo.id} defaultChecked={photoIds.has(photo.id)} />
                    Foto {i + 1}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-xl">Homenagens</legend>
        <p className="text-ink-soft">Escolha até {KEEPSAKE_LIMITS.tributes} mensagens publicadas.</p>
        {tributes.length === 0 ? (
          <p className="mt-3">O memorial ainda não tem mensagens publicadas.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {tributes.map((tribute) => (
              <li key={tribute.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    name="homenagem"
                    value={tribute.id}
                    defaultChecked={tributeIds.has(tribute.id)}
                    className="mt-1.5"
                  />
                  <span>
                    <span className="font-semibold">{tribute.name}</span>{" "}
                    <span className="text-ink-soft">({date(tribute.createdAt)})</span>
                    <span className="block line-clamp-2">{tribute.body}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}
