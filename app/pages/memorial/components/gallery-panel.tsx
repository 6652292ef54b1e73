import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { ChevronLeft, ChevronRight, X } from "~/shared/ui/icons";
import type { GalleryImage } from "~/features/gallery/index.server";
import { imageUrl } from "~/shared/images/urls";
import { Picture } from "~/shared/ui/picture";
import { GalleryAddForm, GalleryDeleteControl, type GalleryOwnerProps } from "./gallery-owner";

/**
 * GALERIA: thumbnails that link to the full image (without JavaScript), and the full-screen
 * carousel the enhancement script opens over them: a modal dialog with focus kept inside,
 * Escape to close, arrow keys and swipe to move, "n de N", each photo loaded when shown.
 */
export function GalleryPanel({
  images,
  name,
  owner,
}: {
  images: GalleryImage[];
  name: string;
  /** The owner's add and delete controls; null for visitors. */
  owner?: GalleryOwnerProps | null;
}) {
  return (
    <section aria-labelledby="galeria-titulo">
      <h2 id="galeria-titulo" className="text-2xl">
        Galeria de fotos
      </h2>
      {owner && <GalleryAddForm owner={owner} count={images.length} />}
      {images.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nenhuma foto na galeria ainda.</p>
      ) : (
        <ul data-gallery className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {images.map((image, i) => (
            <li key={image.id}>
              <a
                href={imageUrl(image.imagePath, 1200)}
                {...hook(HOOK.galleryItem, i)}
                className="block overflow-hidden rounded-xl bg-sky-100"
              >
                <Picture
                  imagePath={image.imagePath}
                  fallbackWidth={320}
                  sizes="(min-width: 640px) 33vw, 50vw"
                  alt={`Foto ${i + 1} de ${images.length} da galeria de ${name}`}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover transition-transform hover:scale-105"
                />
              </a>
              {owner && <GalleryDeleteControl action={owner.action} imageId={image.id} position={i + 1} />}
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <dialog
          {...hook(HOOK.lightbox)}
          aria-label={`Galeria de fotos de ${name}`}
          className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-ink/80"
        >
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-2 p-3">
              <p {...hook(HOOK.lightboxCounter)} aria-live="polite" className="px-2 font-semibold" />
              <button
                type="button"
                {...hook(HOOK.lightboxClose)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-white/10"
              >
                <X className="h-5 w-5" aria-hidden="true" /> Fechar
              </button>
            </div>
            <div
              {...hook(HOOK.lightboxStage)}
              className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center"
            >
              <img
                {...hook(HOOK.lightboxImage)}
                alt=""
                draggable={false}
                className="absolute inset-y-0 left-0 h-full w-full select-none object-contain pb-3 sm:left-16 sm:w-[calc(100%-8rem)]"
              />
              <button
                type="button"
                {...hook(HOOK.lightboxPrev)}
                aria-label="Foto anterior"
                className="absolute left-2 flex h-12 w-12 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
              >
                <ChevronLeft className="h-7 w-7" aria-hidden="true" />
              </button>
              <button
                type="button"
                {...hook(HOOK.lightboxNext)}
                aria-label="Próxima foto"
                className="absolute right-2 flex h-12 w-12 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
              >
                <ChevronRight className="h-7 w-7" aria-hidden="true" />
              </button>
            </div>
          </div>
        </dialog>
      )}
    </section>
  );
}
