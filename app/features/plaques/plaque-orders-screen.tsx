import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { formatDate } from "~/shared/format/format";
import { readFormData } from "~/shared/http/forms.server";
import { errorAnswer } from "~/shared/http/errors";
import { pageMeta } from "~/shared/ui/seo";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import type { Route } from "./+types/plaque-orders-screen";
import { PLAQUE_BATCH_INTENT, type PlaqueBatchAnswer, PlaqueBatchForm } from "./components/plaque-batch-form";
import {
  PRINT_FILE_INTENT,
  PRINT_MOVE_INTENT,
  type PrintOrderAnswer,
  PrintOrdersAdmin,
} from "./components/print-orders-admin";
import { requestPrintFile } from "./print-file.server";
import { listPrintOrders } from "./print-order-list.server";
import { PRINT_ORDER_MESSAGES } from "./print-orders.schema";
import { movePrintOrder } from "./print-orders.server";
import { issuePlaqueBatch, PLAQUE_BATCH_MESSAGES } from "./plaque-batch.server";
import { listPlaqueOrders } from "./plaque-order-list.server";
import {
  PLAQUE_ORDER_FILTER_LABELS as FILTER_LABELS,
  MAX_PLAQUE_BATCH,
  PLAQUE_ORDER_FILTERS,
  PLAQUE_ORDER_MESSAGES as M,
} from "./plaque-orders.constants";
import { markPlaqueOrderShipped } from "./plaque-orders.server";

const PATH = "/admin/plaqueOrders";

const shipSchema = z.object({ orderId: z.string({ message: M.orderNotFound }).min(1, M.orderNotFound) });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pedidos de placas e cartões",
    description: "Placas QR e cartões impressos para produzir e enviar.",
    path: PATH,
    noindex: true,
  });

/** Admins only: anyone else gets the service's refusal as the error page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const search = new URL(request.url).searchParams;
  const query = { status: search.get("status") ?? undefined, page: search.get("page") ?? undefined };
  try {
    // Printed cards (decision 049) are their own list on the same screen: ?tipo=cartoes.
    if (search.get("tipo") === "cartoes") return { plaques: null, cards: await listPrintOrders(actor, query) };
    return { plaques: await listPlaqueOrders(actor, query, context.ctx.origin), cards: null };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    throw data(answer.message, { status: answer.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === PRINT_MOVE_INTENT || intent === PRINT_FILE_INTENT) {
    try {
      if (intent === PRINT_FILE_INTENT) {
        await requestPrintFile(actor, String(form.get("orderId") ?? ""));
        return { print: { ok: true, message: PRINT_ORDER_MESSAGES.fileAsked } } satisfies PrintOrderAnswer;
      }
      const moved = await movePrintOrder(actor, Object.fromEntries(form));
      const message = PRINT_ORDER_MESSAGES.done[moved.status as keyof typeof PRINT_ORDER_MESSAGES.done];
      return { print: { ok: true, message } } satisfies PrintOrderAnswer;
    } catch (error) {
      const answer = errorAnswer(error);
      if (!answer) throw error;
      return data({ print: { ok: false, message: answer.message } } satisfies PrintOrderAnswer, {
        status: answer.status,
      });
    }
  }
  if (intent === PLAQUE_BATCH_INTENT) {
    try {
      const { batch, hashes } = await issuePlaqueBatch(actor, form.get("count"));
      const message = PLAQUE_BATCH_MESSAGES.issued(hashes.length);
      return { result: null, shipped: null, batch: { name: batch, count: hashes.length, message }, batchError: null };
    } catch (error) {
      const answer = errorAnswer(error);
      if (!answer) throw error;
      return data({ result: null, shipped: null, batch: null, batchError: answer.message }, { status: answer.status });
    }
  }
  const submission = parseWithZod(form, { schema: shipSchema });
  if (submission.status !== "success") return { result: replyTo(submission), shipped: null };
  try {
    const shipped = await markPlaqueOrderShipped(actor, submission.value.orderId);
    return { result: replyTo(submission, { resetForm: true }), shipped: shipped.id };
  } catch (error) {
    return refuseSubmission(submission, error, { shipped: null });
  }
}

/** The two kinds of order, as links (the screen keeps its address; decision 049). */
function KindNav({ cards }: { cards: boolean }) {
  const kinds = [
    { to: PATH, label: "Placas QR", current: !cards },
    { to: `${PATH}?tipo=cartoes`, label: "Cartões impressos", current: cards },
  ];
  return (
    <nav aria-label="Tipo de pedido" className="mt-4 flex flex-wrap gap-4 border-b border-sky-200">
      {kinds.map((kind) => (
        <Link
          key={kind.label}
          to={kind.to}
          aria-current={kind.current ? "page" : undefined}
          className={`inline-flex min-h-11 items-center px-1 font-semibold ${kind.current ? "border-b-4 border-sky-700" : ""}`}
        >
          {kind.label}
        </Link>
      ))}
    </nav>
  );
}

export default function PlaqueOrdersScreen({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.cards) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-2xl">Pedidos de placas e cartões</h1>
        <p className="mt-2 text-ink-soft">
          Cartões impressos dos planos pagos (50, 100 ou 150): produzidos e enviados ao endereço da placa. A família
          recebe um e-mail a cada mudança.
        </p>
        <KindNav cards />
        <PrintOrdersAdmin
          page={loaderData.cards}
          answer={actionData && "print" in actionData ? (actionData as PrintOrderAnswer) : null}
        />
      </div>
    );
  }
  const { orders, status, page, pageSize, total, counts } = loaderData.plaques!;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // The one field is hidden: a refusal (already shipped, unpaid plan) is shown above the list.
  const answer = actionData && "result" in actionData ? actionData : null;
  const refusal = Object.values(answer?.result?.error ?? {})
    .flat()
    .find(Boolean);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl">Pedidos de placas e cartões</h1>
      <p className="mt-2 text-ink-soft">
        Placas QR dos planos pagos: para imprimir e enviar ao endereço informado pela família, ou aguardando esse
        endereço (a família foi avisada por e-mail).
      </p>
      <KindNav cards={false} />
      <PlaqueBatchForm
        answer={actionData && "batchError" in actionData ? (actionData as PlaqueBatchAnswer) : null}
        max={MAX_PLAQUE_BATCH}
      />
      <nav aria-label="Situação dos pedidos" className="mt-6 flex flex-wrap gap-2">
        {PLAQUE_ORDER_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={`${PATH}?status=${filter}`}
            aria-current={filter === status ? "page" : undefined}
            className={filter === status ? "btn btn-primary" : "btn btn-secondary"}
          >
            {FILTER_LABELS[filter]} ({counts[filter]})
          </Link>
        ))}
      </nav>
      {answer?.shipped && (
        <p role="status" className="mt-4 font-semibold text-green-800">
          {M.shipped}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {refusal}
        </p>
      )}
      <p className="mt-4 text-ink-soft">
        {total === 0 ? "Nenhum pedido nesta situação." : `${total} pedido${total === 1 ? "" : "s"}`}
      </p>
      <ul className="mt-4 space-y-4">
        {orders.map((order) => (
          <li key={order.id} className="rounded-2xl border border-sky-200 bg-white p-5">
            <h2 className="text-lg font-semibold">
              <a href={`/profile/${encodeURIComponent(order.profileUsername)}`}>{order.profileName}</a>
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Código da placa</dt>
              <dd className="font-mono tracking-wider">{order.plaqueHash ?? "sem código"}</dd>
              <dt className="font-semibold">QR Code</dt>
              <dd className="break-all">{order.qrUrl ? <a href={order.qrUrl}>{order.qrUrl}</a> : "—"}</dd>
              {order.plaqueHash && (
                <>
                  <dt className="font-semibold">Arte para impressão</dt>
                  <dd>
                    <a href={`/painel/${encodeURIComponent(order.profileUsername)}/arte/placa.pdf`}>PDF</a>
                    {" · "}
                    <a href={`/painel/${encodeURIComponent(order.profileUsername)}/arte/placa.svg`}>SVG</a>
                  </dd>
                </>
              )}
              <dt className="font-semibold">Endereço</dt>
              <dd>
                {order.address
                  ? `${order.address.street}, ${order.address.city} - ${order.address.state}, ${order.address.zipCode}, ${order.address.country}`
                  : order.status === "shipped"
                    ? "Placa pré-impressa entregue pelo parceiro"
                    : "Aguardando o endereço da família"}
              </dd>
              <dt className="font-semibold">Plano</dt>
              <dd>
                {order.profileType === "Free" ? `Aguardando pagamento (${order.planId ?? "—"})` : order.profileType}
              </dd>
              <dt className="font-semibold">{order.shippedAt ? "Enviado em" : "Pedido em"}</dt>
              <dd>{formatDate(order.shippedAt ?? order.createdAt)}</dd>
            </dl>
            {order.status === "to_ship" && (
              <Form method="post" className="mt-4">
                <input type="hidden" name="orderId" value={order.id} />
                <SubmitButton pendingLabel="Salvando...">Marcar como enviado</SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas" className="mt-6 flex items-center gap-4">
          {page > 1 && <Link to={`${PATH}?status=${status}&page=${page - 1}`}>Anterior</Link>}
          <span>
            Página {page} de {pages}
          </span>
          {page < pages && <Link to={`${PATH}?status=${status}&page=${page + 1}`}>Próxima</Link>}
        </nav>
      )}
    </div>
  );
}
