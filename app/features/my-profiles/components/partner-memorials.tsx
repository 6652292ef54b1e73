import { Form, Link } from "react-router";
import {
  PARTNER_MEMORIAL_STATUS_LABELS,
  type PartnerMemorial,
  type PartnerPlaqueStatus,
} from "~/features/profile-editor";
import { profileHref } from "~/features/profiles";
import { formatDate, formatRelativeTime } from "~/shared/format/format";
import { Pagination } from "~/shared/ui/pagination";
import { PlanBadge } from "~/shared/ui/plan-badge";

/** Where the memorial's QR plaque stands, in words. */
export function plaqueLabel(plaque: PartnerPlaqueStatus): string {
  if (plaque.order === "shipped" && plaque.preprinted && plaque.hash)
    return `Placa pré-impressa ${plaque.hash} entregue pela funerária`;
  if (plaque.order === "shipped") return `Enviada em ${formatDate(plaque.shippedAt)}`;
  if (plaque.order === "awaiting_address") return "Aguardando o endereço de envio do cliente";
  if (plaque.order === "to_ship") return "Aguardando envio";
  if (plaque.order === "awaiting_payment") return "Aguardando o pagamento do plano";
  if (!plaque.hash) return "Sem placa";
  return plaque.preprinted
    ? `Placa pré-impressa ${plaque.hash} vinculada`
    : `Código ${plaque.hash}, sem endereço de envio`;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-semibold">{term}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function PartnerMemorialRow({
  memorial,
  now,
  formAction,
  refusal,
}: {
  memorial: PartnerMemorial;
  now: Date;
  /** The list's page without a notice, so a refused resend never shows the last success's toast again. */
  formAction: string;
  /** Why the last 'Reenviar convite' of this memorial was refused. */
  refusal?: string;
}) {
  const awaiting = memorial.status === "awaiting_customer";
  const errorId = `convite-erro-${memorial.profileId}`;
  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          {memorial.viewable ? (
            <Link
              to={profileHref(memorial.username)}
              className="font-semibold text-sky-800 underline underline-offset-4"
            >
              {memorial.name}
            </Link>
          ) : (
            <span className="font-semibold">{memorial.name}</span>
          )}
          <span className="block truncate text-sm text-ink-soft">@{memorial.username}</span>
          <dl className="mt-2 space-y-1 text-sm">
            <Fact term="Cliente">
              {memorial.customer.name} · <span className="break-all">{memorial.customer.email}</span>
            </Fact>
            <Fact term="Situação">
              <span
                className={`rounded-full px-2 py-0.5 font-semibold ${awaiting ? "bg-warm-100 text-ink" : "bg-sky-100 text-sky-800"}`}
              >
                {PARTNER_MEMORIAL_STATUS_LABELS[memorial.status]}
              </span>
              {awaiting && (
                <span className="text-ink-soft">
                  {" "}
                  ({memorial.customer.signedIn ? "já entrou na conta" : "ainda não entrou na conta"})
                </span>
              )}
            </Fact>
            <Fact term="Plano">{memorial.plan === "Free" ? "Gratuito" : <PlanBadge type={memorial.plan} />}</Fact>
            <Fact term="Placa">{plaqueLabel(memorial.plaque)}</Fact>
            {memorial.inviteResentAt && (
              <Fact term="Convite reenviado">{formatRelativeTime(memorial.inviteResentAt, now).toLowerCase()}</Fact>
            )}
          </dl>
        </div>
        {awaiting && (
          <Form method="post" action={formAction} className="self-start">
            <input type="hidden" name="intent" value="resend-invite" />
            <input type="hidden" name="profileId" value={memorial.profileId} />
            <button
              type="submit"
              className="btn btn-secondary"
              aria-label={`Reenviar convite de ${memorial.name}`}
              aria-describedby={refusal ? errorId : undefined}
            >
              Reenviar convite
            </button>
          </Form>
        )}
      </div>
      {refusal && (
        <p id={errorId} role="alert" className="field-error mt-2 text-sm font-semibold">
          {refusal}
        </p>
      )}
    </li>
  );
}

/** 'Memoriais que você criou': a partner's area on /profiles (decision 043), paged on the server. */
export function PartnerMemorialsSection({
  list,
  now,
  refusal,
}: {
  list: { items: PartnerMemorial[]; total: number; page: number; limit: number };
  now: Date;
  refusal?: { profileId: string; message: string };
}) {
  const totalPages = Math.max(1, Math.ceil(list.total / list.limit));
  return (
    <section aria-labelledby="created-title" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
      <h2 id="created-title" className="text-xl">
        Memoriais que você criou
      </h2>
      {list.items.length ? (
        <ul className="mt-1 divide-y divide-sky-100">
          {list.items.map((memorial) => (
            <PartnerMemorialRow
              key={memorial.profileId}
              memorial={memorial}
              now={now}
              formAction={list.page > 1 ? `/profiles?pagina=${list.page}` : "/profiles"}
              refusal={refusal?.profileId === memorial.profileId ? refusal.message : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink-soft">
          Você ainda não criou nenhum memorial. Use &apos;Criar um perfil&apos; para criar o primeiro para um cliente.
        </p>
      )}
      <Pagination
        page={list.page}
        totalPages={totalPages}
        hrefFor={(n) => `/profiles?pagina=${n}`}
        label="Páginas dos memoriais que você criou"
      />
    </section>
  );
}
