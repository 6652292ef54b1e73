import { Download, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { CARD_DESIGNS, type CardDesign } from "~/features/cards";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

type Card = NonNullable<PanelData["card"]>;

/** How often the panel asks again while the card is being drawn. */
const POLL_MS = 2_000;

/** The device's share sheet with the image where it can take files, else the link copied. */
async function shareCard(imageUrl: string, name: string): Promise<string | null> {
  const absolute = new URL(imageUrl, window.location.href).href;
  const title = `Em memória de ${name}`;
  try {
    const blob = await (await fetch(absolute)).blob();
    const file = new File([blob], "cartao-digital.png", { type: blob.type || "image/png" });
    if (navigator.canShare?.({ files: [file] })) {
      await navigator.share({ files: [file], title });
      return null;
    }
    if (navigator.share) {
      await navigator.share({ url: absolute, title });
      return null;
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
  }
  await navigator.clipboard.writeText(absolute);
  return "Link do cartão copiado.";
}

function Progress({ job }: { job: NonNullable<Card["job"]> }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <div role="status" className="mt-4">
      <p className="font-semibold">{job.label ?? "Preparando o cartão"}…</p>
      <progress className="mt-2 w-full" max={100} value={job.progress} aria-label="Andamento do cartão">
        {job.progress}%
      </progress>
    </div>
  );
}

function Files({ files, name }: { files: NonNullable<Card["files"]>; name: string }) {
  const [shared, setShared] = useState<string | null>(null);
  const link = "btn btn-secondary";
  return (
    <div className="mt-4">
      <img
        src={files.post}
        alt={`Cartão digital de ${name}`}
        width={270}
        height={338}
        className="rounded-lg border border-sky-200"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={files.post} download="cartao-digital-post.png" className={link}>
          <Download className="h-5 w-5" aria-hidden="true" /> Baixar imagem para post
        </a>
        <a href={files.story} download="cartao-digital-status.png" className={link}>
          <Download className="h-5 w-5" aria-hidden="true" /> Baixar imagem para status
        </a>
        <a href={files.pdf} download="cartao-digital.pdf" className={link}>
          <Download className="h-5 w-5" aria-hidden="true" /> Baixar PDF
        </a>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() =>
            void shareCard(files.post, name).then(setShared, () => setShared("Não foi possível compartilhar."))
          }
        >
          <Share2 className="h-5 w-5" aria-hidden="true" /> Compartilhar
        </button>
      </div>
      {shared && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {shared}
        </p>
      )}
    </div>
  );
}

interface CardSectionProps {
  data: PanelData;
  card: Card;
  answer: { ok: boolean; message: string | null } | null;
}

/** 'Cartão digital' (decision 046): choose a design, follow the drawing, download or share the files. */
export function CardSection({ data, card, answer }: CardSectionProps) {
  const drawing = card.job && (card.job.state === "queued" || card.job.state === "running");
  return (
    <PanelSection
      id="cartao"
      description="Um cartão com a foto, as datas e um QR Code para o memorial, para enviar pelo WhatsApp ou imprimir."
    >
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={PANEL_INTENTS.cardDesign} />
        <fieldset>
          <legend className="font-semibold">Modelo do cartão</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(Object.keys(CARD_DESIGNS) as CardDesign[]).map((design) => (
              <label
                key={design}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-sky-200 px-3"
              >
                <input type="radio" name="design" value={design} defaultChecked={design === card.design} />
                {CARD_DESIGNS[design]}
              </label>
            ))}
          </div>
        </fieldset>
        <IntentSubmit intent={PANEL_INTENTS.cardDesign} pendingLabel="Salvando…" className="mt-3">
          {card.files || drawing ? "Usar este modelo" : "Criar o cartão"}
        </IntentSubmit>
      </Form>
      <SectionAnswer answer={answer} />
      {drawing && card.job && <Progress job={card.job} />}
      {card.job?.state === "failed" && (
        <p role="alert" className="field-error mt-4 font-semibold">
          Não conseguimos preparar o cartão. Escolha o modelo novamente para tentar de novo.
        </p>
      )}
      {card.files && !drawing && <Files files={card.files} name={data.profile.name} />}
    </PanelSection>
  );
}
