import { Download } from "~/shared/ui/icons";
import { Form, Link } from "react-router";
import { formatDate } from "~/shared/format/format";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import type { PrintOrderPage, PrintOrderRow } from "../print-order-list.server";
import { PRINT_ORDER_STAGE_LABELS as LABELS, PRINT_ORDER_STAGES } from "../print-orders.schema";

export const PRINT_MOVE_INTENT = "mover-cartoes";
export const PRINT_FILE_INTENT = "arquivo-cartoes";

/** What the last move or file request answered, shown above the list. */
export interface PrintOrderAnswer {
  print: { ok: boolean; message: string };
}

type Serialized<T> = {
  [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K];
};

const PATH = "/admin/plaqueOrders?tipo=cartoes";

function Dates({ order }: { order: Serialized<PrintOrderRow> }) {
  const rows: [string, Date | string | null][] = [
    ["Pedido em", order.createdAt],
    ["Em produção desde", order.productionAt],
    ["Enviado em", order.shippedAt],
    ["Entregue em", order.deliveredAt],
    ["Cancelado em", order.cancelledAt],
  ];
  return rows
    .filter(([, date]) => date)
    .map(([label, date]) => (
      <div key={label} className="contents">
        <dt className="font-semibold">{label}</dt>
        <dd>{formatDate(date)}</dd>
      </div>
    ));
}

/** The next move of an order, as a form: 'Enviado' asks for the tracking code. */
function MoveForm({ order }: { order: Serialized<PrintOrderRow> }) {
  const next =
    order.stage === "to_produce"
      ? { to: "in_production", label: "Colocar em produção" }
      : order.stage === "in_production"
        ? { to: "shipped", label: "Marcar como enviado" }
        : order.stage === "shipped"
          ? { to: "delivered", label: "Marcar como entregue" }
          : null;
  if (!next) return null;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={PRINT_MOVE_INTENT} />
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="to" value={next.to} />
      {next.to === "shipped" && (
        <label className="flex flex-col font-semibold">
          Código de rastreio
          <input name="trackingCode" required maxLength={60} autoComplete="off" className="mt-1 w-56 uppercase" />
        </label>
      )}
      <SubmitButton pendingLabel="Salvando...">{next.label}</SubmitButton>
    </Form>
  );
}

function PrintFile({ order }: { order: Serialized<PrintOrderRow> }) {
  if (order.stage !== "in_production" && order.stage !== "shipped" && order.stage !== "delivered") return null;
  const working = order.fileJob && order.fileJob.state !== "failed";
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {order.hasFile && (
        <a href={`/admin/plaqueOrders/cartoes/${order.id}.pdf`} className="btn btn-secondary" download>
          <Download className="h-5 w-5" aria-hidden="true" /> Baixar arquivo de impressão (PDF)
        </a>
      )}
      {working ? (
        <p role="status">Gerando o arquivo de impressão…</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value={PRINT_FILE_INTENT} />
          <input type="hidden" name="orderId" value={order.id} />
          <SubmitButton pendingLabel="Pedindo..." className="btn btn-secondary">
            {order.hasFile ? "Gerar o arquivo de novo" : "Gerar o arquivo de impressão"}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}

/** The printed-card orders (decision 049): tabs by stage, each order with its next move and its print file. */
export function PrintOrdersAdmin({
  page,
  answer,
}: {
  page: Serialized<PrintOrderPage>;
  answer: PrintOrderAnswer | null;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <nav aria-label="Situação dos pedidos de cartões" className="mt-6 flex flex-wrap gap-2">
        {PRINT_ORDER_STAGES.map((stage) => (
          <Link
            key={stage}
            to={`${PATH}&status=${stage}`}
            aria-current={stage === page.status ? "page" : undefined}
            className={stage === page.status ? "btn btn-primary" : "btn btn-secondary"}
          >
            {LABELS[stage]} ({page.counts[stage]})
          </Link>
        ))}
      </nav>
      {answer && (
        <p
          role={answer.print.ok ? "status" : "alert"}
          className={`mt-4 font-semibold ${answer.print.ok ? "text-green-800" : "text-red-800"}`}
        >
          {answer.print.message}
        </p>
      )}
      <p className="mt-4 text-ink-soft">
        {page.total === 0 ? "Nenhum pedido nesta situação." : `${page.total} pedido${page.total === 1 ? "" : "s"}`}
      </p>
      <ul className="mt-4 space-y-4">
        {page.orders.map((order) => (
          <li key={order.id} className="rounded-2xl border border-sky-200 bg-white p-5">
            <h2 className="text-lg font-semibold">
              <a href={`/profile/${encodeURIComponent(order.profileUsername)}`}>{order.profileName}</a>
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Cartões</dt>
              <dd>
                {order.quantity} cartões 7 × 10 cm (plano {order.planId})
              </dd>
              <dt className="font-semibold">Situação</dt>
              <dd>{LABELS[order.stage]}</dd>
              <dt className="font-semibold">Endereço</dt>
              <dd>
                {order.address
                  ? `${order.address.street}, ${order.address.city} - ${order.address.state}, ${order.address.zipCode}, ${order.address.country}`
                  : "Aguardando o endereço da placa"}
              </dd>
              {order.trackingCode && (
                <>
                  <dt className="font-semibold">Código de rastreio</dt>
                  <dd className="font-mono">{order.trackingCode}</dd>
                </>
              )}
              <Dates order={order} />
            </dl>
            <PrintFile order={order} />
            <MoveForm order={order} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas" className="mt-6 flex items-center gap-4">
          {page.page > 1 && <Link to={`${PATH}&status=${page.status}&page=${page.page - 1}`}>Anterior</Link>}
          <span>
            Página {page.page} de {pages}
          </span>
          {page.page < pages && <Link to={`${PATH}&status=${page.status}&page=${page.page + 1}`}>Próxima</Link>}
        </nav>
      )}
    </>
  );
}
