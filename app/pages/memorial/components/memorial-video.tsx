/**
 * The memorial's video (Diamante, decision 048): the browser's own player with its poster. Nothing
 * of the video loads until a visitor presses play (preload="none"); /media answers the player's
 * range requests, so it starts and seeks without downloading the whole file. No script is added.
 */
export function MemorialVideo({ video, name }: { video: { url: string; posterUrl: string }; name: string }) {
  return (
    <section aria-labelledby="video-titulo" className="mb-8">
      <h2 id="video-titulo" className="text-2xl">
        Vídeo de homenagem
      </h2>
      <video
        controls
        preload="none"
        poster={video.posterUrl}
        width={1280}
        height={720}
        className="mt-4 aspect-video h-auto w-full rounded-xl bg-slate-900"
        aria-label={`Vídeo de homenagem a ${name}`}
      >
        <source src={video.url} type="video/mp4" />
        <a href={video.url}>Baixar o vídeo de homenagem</a>
      </video>
    </section>
  );
}
