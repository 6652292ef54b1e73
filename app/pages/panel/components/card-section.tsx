import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { CARD_DESIGNS } from "~/features/cards";
import { CopyButton } from "~/shared/ui/zone/copy-button";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

type Card = NonNullable<PanelData["card"]>;

/** The device's share sheet, with the image where it takes files (the copy button is beside it). */
async function shareCard(url: string, title: string) {
  const blob = await (await fetch(url)).blob();
  const files = [new File([blob], "cartao-digital.png", { type: "image/png" })];
  await navigator.share(navigator.canShare?.({ files }) ? { files, title } : { url, title });
}

interface CardSectionProps {
  data: PanelData;
  card: Card;
  answer: { ok: boolean; message: string | null } | null;
}

/** 'Cartão digital' (decision 046): choose a design, follow the drawing, download or share the files. */
export function CardSection({ data, card, answer }: CardSectionProps) {
  const { job, files } = card;
  const drawing = job?.state === "queued" || job?.state === "running";
  const revalidator = useRevalidator();
  const canShare = useHydrated() && "share" in navigator;
  // While the job runs, the panel asks again every 2 s.
  useEffect(() => {
    if (!drawing) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [drawing, revalidator]);
  const name = data.profile.name;
  return (
    <PanelSection id="cartao">
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={PANEL_INTENTS.cardDesign} />
        <fieldset className="flex flex-wrap gap-3">
          <legend className="font-semibold">Modelo do cartão</legend>
          {Object.entries(CARD_DESIGNS).map(([design, label]) => (
            <label key={design} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="design" value={design} defaultChecked={design === card.design} />
              {label}
            </label>
          ))}
        </fieldset>
        <IntentSubmit intent={PANEL_INTENTS.cardDesign} pendingLabel="Salvando..." className="mt-3">
          Usar este modelo
        </IntentSubmit>
      </Form>
      <SectionAnswer answer={answer} />
      {job && job.state !== "done" && (
        <p role="status" className="mt-4 font-semibold">
          {job.label}
        </p>
      )}
      {files && !drawing && (
        <p className="mt-4 flex flex-wrap gap-2">
          <a href={files.post} download className="btn btn-secondary">
            Baixar imagem para post
          </a>
          <a href={files.story} download className="btn btn-secondary">
            Baixar imagem para status
          </a>
          <a href={files.pdf} download className="btn btn-secondary">
            Baixar PDF
          </a>
          {canShare && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                void shareCard(new URL(files.post, location.href).href, `Em memória de ${name}`).catch(() => {})
              }
            >
              Compartilhar
            </button>
          )}
          <CopyButton text={new URL(files.post, data.memorialUrl).href} />
        </p>
      )}
    </PanelSection>
  );
}
