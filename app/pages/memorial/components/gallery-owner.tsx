import { DELETE_PHOTO_INTENT, type GalleryFormResult } from "~/features/gallery";

/** What the owner (or an admin) of the memorial gets beside its gallery; absent for visitors. */
export interface GalleryOwnerProps {
  plan: string;
  limit: number;
  /** Where the forms post: the memorial page itself, on its gallery tab. */
  action: string;
  /** A refused add or delete, shown above the form. */
  result?: GalleryFormResult;
}

const ACCEPT = "image/jpeg,image/png,image/gif,image/heic,image/heif,.jpg,.jpeg,.png,.gif,.heic";

/**
 * 'Adicionar foto': a plain multipart form that works without JavaScript; the server answers with
 * a redirect back here and a notice, or the page again with the refusal.
 */
export function GalleryAddForm({ owner, count }: { owner: GalleryOwnerProps; count: number }) {
  const full = count >= owner.limit;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={owner.action}
      aria-labelledby="galeria-adicionar"
      className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4"
    >
      <h3 id="galeria-adicionar" className="text-lg font-semibold">
        Adicionar foto
      </h3>
      <p id="galeria-cota" className="mt-1 text-ink-soft">
        {count} de {owner.limit} fotos do plano {owner.plan}.{full && " A galeria atingiu o limite do plano."}
      </p>
      {owner.result && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {owner.result.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 font-semibold">
          Foto (JPEG, PNG, GIF ou HEIC, até 15 MB)
          <input
            type="file"
            name="image"
            accept={ACCEPT}
            required
            aria-describedby="galeria-cota"
            className="max-w-full font-normal"
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Adicionar foto
        </button>
      </div>
    </form>
  );
}

/** The delete control of one photo: a confirmation step that needs no JavaScript. */
export function GalleryDeleteControl({
  action,
  imageId,
  position,
}: {
  action: string;
  imageId: string;
  position: number;
}) {
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
        Excluir foto {position}
      </summary>
      <form method="post" action={action} className="mt-1 flex flex-col gap-2">
        <input type="hidden" name="intent" value={DELETE_PHOTO_INTENT} />
        <input type="hidden" name="imageId" value={imageId} />
        <p>Excluir esta foto da galeria? Não é possível desfazer.</p>
        <button type="submit" className="btn btn-secondary">
          Confirmar exclusão da foto {position}
        </button>
      </form>
    </details>
  );
}
