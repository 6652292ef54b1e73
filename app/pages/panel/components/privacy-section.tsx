import { MessageCircle } from "~/shared/ui/icons";
import { Form } from "react-router";
import { facebookShareUrl, whatsappShareUrl } from "~/features/memorial";
import { CopyButton } from "~/shared/ui/zone/copy-button";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

interface PrivacySectionProps {
  data: PanelData;
  answer: { ok: boolean; message: string | null } | null;
}

/**
 * 'Privacidade e compartilhamento': public or private, the link to share (a private memorial's
 * carries its key), a new key when the old link went too far, and the share buttons.
 */
export function PrivacySection({ data, answer }: PrivacySectionProps) {
  const { profile, memorialUrl } = data;
  const isPrivate = profile.access === "Private";
  return (
    <PanelSection id="privacidade">
      <p className="mt-3">
        {isPrivate
          ? "Este memorial é privado: só quem recebe o link abaixo consegue vê-lo. Ele não aparece nas buscas."
          : "Este memorial é público: qualquer pessoa pode encontrá-lo nas buscas e visitá-lo."}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={PANEL_INTENTS.privacy} />
        <input type="hidden" name="access" value={isPrivate ? "Public" : "Private"} />
        <IntentSubmit intent={PANEL_INTENTS.privacy} pendingLabel="Salvando..." className="btn btn-secondary">
          {isPrivate ? "Tornar público" : "Tornar privado"}
        </IntentSubmit>
      </Form>
      <div className="mt-5">
        <label htmlFor="link-do-memorial" className="font-semibold">
          {isPrivate ? "Link de acesso do memorial" : "Link do memorial"}
        </label>
        <input id="link-do-memorial" readOnly value={memorialUrl} className="field mt-1 text-sm" />
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <CopyButton text={memorialUrl} />
        </li>
        <li>
          <a
            href={whatsappShareUrl(`Homenagem a ${profile.name}: ${memorialUrl}`)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-secondary"
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" /> WhatsApp
          </a>
        </li>
        <li>
          <a
            href={facebookShareUrl(memorialUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-secondary"
          >
            Facebook
          </a>
        </li>
      </ul>
      {isPrivate && (
        <details className="mt-5">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-sky-800">
            Gerar um novo link de acesso
          </summary>
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value={PANEL_INTENTS.regenerateLink} />
            <p>
              Use quando o link chegou a quem não deveria. O link atual deixa de funcionar na hora: quem ainda deve ver
              o memorial precisa receber o novo. A placa QR continua funcionando.
            </p>
            <IntentSubmit intent={PANEL_INTENTS.regenerateLink} pendingLabel="Gerando..." className="btn btn-primary">
              Gerar novo link
            </IntentSubmit>
          </Form>
        </details>
      )}
      <SectionAnswer answer={answer} />
    </PanelSection>
  );
}
