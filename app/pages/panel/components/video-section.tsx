import { Clapperboard, Upload } from "~/shared/ui/icons";
import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { VIDEO_LIMITS } from "~/features/video";
import type { PanelAnswer } from "../panel-actions.server";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

/** How often the panel asks again while the video is being made. */
const POLL_MS = 2_000;

/** While a video is being made, the panel's data is read again every few seconds: its progress, then the player. */
function usePolling(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}

/**
 * 'Vídeo' (Diamante): the tribute video made from the memorial's photos, or the family's own video.
 * Shows the player once there is one, the progress while one is being made, and the two forms.
 */
export function VideoSection({ data, answer }: { data: PanelData; answer: PanelAnswer | null }) {
  const { video, pending, failure, offered } = data.video;
  usePolling(pending !== null);
  return (
    <PanelSection
      id="video"
      description="Um vídeo de homenagem com as fotos do memorial, o nome e as datas, para quem visita assistir."
    >
      {video && (
        // Loads nothing until played (preload="none"): the poster shows meanwhile.
        <video
          controls
          preload="none"
          poster={video.posterUrl}
          src={video.url}
          className="mt-3 aspect-video w-full rounded-lg bg-slate-900"
          aria-label={`Vídeo de homenagem a ${data.profile.name}`}
        />
      )}
      {pending ? (
        <div className="mt-4" role="status">
          <p className="font-semibold">{pending.label ?? "Na fila para começar"}…</p>
          <progress max={100} value={pending.progress} className="mt-2 w-full" aria-label="Progresso do vídeo">
            {pending.progress}%
          </progress>
          <p className="mt-1 text-ink-soft">{pending.progress}% — esta página se atualiza sozinha.</p>
        </div>
      ) : (
        <>
          {!video && !failure && <p className="mt-3">O memorial ainda não tem vídeo.</p>}
          {failure && (
            <p role="alert" className="field-error mt-3 font-semibold">
              {failure}
            </p>
          )}
        </>
      )}
      <SectionAnswer answer={answer} />
      {offered && !pending && (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value={PANEL_INTENTS.video} />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="music" defaultChecked className="h-5 w-5" />
              Com música de fundo (trilha calma do próprio site)
            </label>
            <IntentSubmit intent={PANEL_INTENTS.video} pendingLabel="Pedindo..." className="btn btn-primary">
              <Clapperboard className="h-5 w-5" aria-hidden="true" /> {video ? "Gerar novamente" : "Gerar vídeo"}
            </IntentSubmit>
            <p className="text-sm text-ink-soft">Mudou as fotos? Gere novamente para o vídeo acompanhar.</p>
          </Form>
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name="intent" value={PANEL_INTENTS.videoUpload} />
            <label className="block">
              <span className="font-semibold">Ou envie o seu próprio vídeo</span>
              <input type="file" name="video" accept="video/*" required className="mt-1 block w-full" />
            </label>
            <p className="text-sm text-ink-soft">
              Até {VIDEO_LIMITS.maxBytes / (1024 * 1024)} MB e {VIDEO_LIMITS.maxSeconds / 60} minutos (MP4, MOV, WebM ou
              AVI).
            </p>
            <IntentSubmit intent={PANEL_INTENTS.videoUpload} pendingLabel="Enviando..." className="btn btn-secondary">
              <Upload className="h-5 w-5" aria-hidden="true" /> Enviar vídeo
            </IntentSubmit>
          </Form>
        </div>
      )}
    </PanelSection>
  );
}
