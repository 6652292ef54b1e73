import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { CheckCircle2 } from "~/shared/ui/icons";
import { lazy, Suspense } from "react";
import { Form, Link } from "react-router";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { getWalletBalance } from "~/features/wallet/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { formatBRL } from "~/shared/format/format";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import type { Route } from "./+types/create-voucher";
import { VOUCHER_CREATED } from "./create-voucher.texts";
import { createVoucherFormSchema } from "./create-voucher.schema";
import { keepAmountCharacters } from "~/shared/validation/amount-typing";
import { createVoucher } from "./vouchers.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar voucher",
    description: "Crie um voucher com o saldo da sua carteira e compartilhe.",
    path: "/createVoucher",
    noindex: true,
  });

/** Each opening of the form gets its own idempotency key: a double submit creates one voucher. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const { balanceCents } = await getWalletBalance(actor, actor.id);
  return { partner: actor.type === "partner", balanceCents, idempotencyKey: randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const submission = parseWithZod(await readFormData(request), { schema: createVoucherFormSchema() });
  if (submission.status !== "success") return { result: replyTo(submission), created: null };
  try {
    const voucher = await createVoucher(actor, {
      amountCents: submission.value.amount,
      idempotencyKey: submission.value.idempotencyKey,
    });
    return { result: replyTo(submission), created: { code: voucher.voucherCode, cents: voucher.amountCents } };
  } catch (error) {
    // The live balance is checked where the money moves; the service names the amount field.
    return refuseSubmission(submission, error, { created: null });
  }
}

/**
 * The share button shows only once a voucher is made and React runs (it renders nothing before):
 * its code loads then, not with the form (decision 053: what is not needed to paint).
 */
const ShareVoucherButton = lazy(() =>
  import("./components/share-voucher").then(({ ShareVoucherButton }) => ({ default: ShareVoucherButton })),
);

export default function CreateVoucher({ loaderData, actionData }: Route.ComponentProps) {
  const { partner, balanceCents, idempotencyKey } = loaderData;
  const created = actionData?.created ?? null;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 max-w-xl flex-1">
        {created ? (
          <section className="rounded-2xl border border-sky-200 bg-white p-6 text-center">
            <CheckCircle2 className="mx-auto h-12 w-12 text-sky-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl">{VOUCHER_CREATED}</h1>
            <p className="mt-2 text-ink-soft">Valor: {formatBRL(created.cents)}</p>
            <p className="mt-4 font-mono text-3xl font-semibold tracking-wider" data-testid="voucher-code">
              {created.code}
            </p>
            <div className="mt-6 flex flex-col items-center gap-3">
              <Suspense fallback={null}>
                <ShareVoucherButton code={created.code} cents={created.cents} />
              </Suspense>
              <Link to="/wallet" className="font-semibold">
                Voltar para a carteira
              </Link>
            </div>
          </section>
        ) : (
          <AmountStep balanceCents={balanceCents} idempotencyKey={idempotencyKey} lastResult={actionData?.result} />
        )}
      </div>
    </div>
  );
}

interface AmountStepProps {
  balanceCents: number;
  idempotencyKey: string;
  lastResult: NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;
}

function AmountStep({ balanceCents, idempotencyKey, lastResult }: AmountStepProps) {
  const [form, fields] = useZoneForm(
    {
      load: () => import("./create-voucher.schema").then(({ createVoucherFormSchema }) => createVoucherFormSchema),
      schema: (schema) => schema(balanceCents),
    },
    {
      id: "criar-voucher",
      lastResult,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <>
      <h1 className="text-2xl">Criar voucher</h1>
      <p className="mt-2 text-ink-soft">
        Saldo da carteira: <strong className="text-ink">{formatBRL(balanceCents)}</strong>
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 space-y-4 rounded-2xl border border-sky-200 bg-white p-6"
      >
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <ConformField
          meta={fields.amount}
          label="Valor do voucher (R$)"
          inputMode="decimal"
          autoComplete="off"
          hint="Mínimo de R$ 1,00, até o saldo da carteira."
          maxLength={30}
          required
          formatAsTyped={keepAmountCharacters}
        />
        <ConformFormError
          id={form.errorId}
          errors={[...(form.errors ?? []), ...(fields.idempotencyKey.errors ?? [])]}
        />
        <SubmitButton pendingLabel="Criando..." className="btn btn-primary w-full sm:w-auto">
          Criar voucher
        </SubmitButton>
      </Form>
    </>
  );
}
