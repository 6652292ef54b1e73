import { Download } from "~/shared/ui/icons";
import { Link } from "react-router";
import { PLAQUE_ORDER_MESSAGES, PlaqueAddressForm } from "~/features/plaques";
import { formatDate } from "~/shared/format/format";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelAnswer } from "../panel-actions.server";
import type { PanelData } from "../panel.server";
import { PanelSection, SectionAnswer } from "./panel-section";

type Plaque = NonNullable<PanelData["plaque"]>;
type Order = NonNullable<Plaque["order"]>;

const STATUS: Record<Order["status"], string> = {
  awaiting_address: PLAQUE_ORDER_MESSAGES.addressTask,
  to_ship: "Pedido recebido: a placa será impressa e enviada para",
  awaiting_payment: "Endereço guardado: a placa será enviada assim que o pagamento do plano for aprovado, para",
  shipped: "Placa enviada",
};

function Address({ address }: { address: NonNullable<Order["address"]> }) {
  return (
    <address className="mt-1 not-italic">
      {address.street}, {address.city} - {address.state}, {address.zipCode}, {address.country}
    </address>
  );
}

/** The action's refusal of the address form, to show again with its messages. */
function failureOf(answer: PanelAnswer | null) {
  return answer && !answer.ok && answer.values ? { values: answer.values, errors: answer.errors ?? {} } : null;
}

interface PlaqueSectionProps {
  data: PanelData;
  plaque: Plaque;
  answer: PanelAnswer | null;
}

/** 'Placa QR': the plaque's order and its status, the address form while one is missing, the QR code. */
export function PlaqueSection({ data, plaque, answer }: PlaqueSectionProps) {
  const { order } = plaque;
  const qrFile = `${data.panelPath}/placa-qr.png`;
  return (
    <PanelSection id="placa" description="A placa de alumínio com QR Code leva quem visita o túmulo ao memorial.">
      {!plaque.included && !order ? (
        <p className="mt-3">
          A placa QR acompanha os planos Ouro, Platina e Diamante.{" "}
          {data.can.pay && (
            <Link to={`/upgradeProfile/${encodeURIComponent(data.profile.username)}`} className="font-semibold">
              Conheça os planos
            </Link>
          )}
        </p>
      ) : order?.address ? (
        <div className="mt-3">
          <p className="font-semibold">
            {order.status === "shipped"
              ? `${STATUS.shipped} em ${formatDate(order.shippedAt)} para`
              : STATUS[order.status]}
          </p>
          <Address address={order.address} />
          {order.status !== "shipped" && (
            <details className="mt-3">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-sky-800">
                Corrigir o endereço
              </summary>
              <PlaqueAddressForm
                profileId={data.profile.id}
                intent={PANEL_INTENTS.plaqueAddress}
                failure={failureOf(answer)}
                defaultValue={order.address}
                submitLabel="Salvar endereço"
              />
            </details>
          )}
        </div>
      ) : (
        <>
          <p className="mt-3 font-semibold">
            {order ? PLAQUE_ORDER_MESSAGES.addressTask : "Para onde devemos enviar a placa?"}
          </p>
          <PlaqueAddressForm
            profileId={data.profile.id}
            intent={PANEL_INTENTS.plaqueAddress}
            failure={failureOf(answer)}
            submitLabel="Salvar endereço"
          />
        </>
      )}
      <SectionAnswer answer={answer} />
      {plaque.printOrders.length > 0 && (
        <div className="mt-6 border-t border-sky-100 pt-4">
          <h3 className="font-semibold">Cartões impressos</h3>
          {plaque.printOrders.map((order) => (
            <p key={order.id} className="mt-2">
              {order.text}
            </p>
          ))}
        </div>
      )}
      {plaque.hash && (
        <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-sky-100 pt-4">
          <img
            src={qrFile}
            width={128}
            height={128}
            loading="lazy"
            alt={`QR Code da placa do memorial de ${data.profile.name}`}
            className="h-32 w-32 rounded-lg border border-sky-100"
          />
          <div className="min-w-0">
            <p>
              Código da placa: <span className="font-mono font-semibold tracking-wider">{plaque.hash}</span>
            </p>
            <p className="break-all text-sm text-ink-soft">{plaque.qrUrl}</p>
            <a href={qrFile} download={`placa-qr-${data.profile.username}.png`} className="btn btn-secondary mt-2">
              <Download className="h-5 w-5" aria-hidden="true" /> Baixar QR Code
            </a>
            <p className="mt-2">
              Arte para impressão: <a href={`${data.panelPath}/arte/placa.pdf`}>PDF</a> ·{" "}
              <a href={`${data.panelPath}/arte/placa.svg`}>SVG</a>
            </p>
          </div>
        </div>
      )}
    </PanelSection>
  );
}
