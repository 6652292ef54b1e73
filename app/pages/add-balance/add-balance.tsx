import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { getUser } from "~/features/accounts/index.server";
import { Checkout } from "~/features/checkout";
import { checkoutSettings, newCheckoutAttempt, payByPixWithoutScript } from "~/features/checkout/index.server";
import { replyTo } from "~/features/task-zone";
import { errorAnswer } from "~/shared/http/errors";
import { requireUser } from "~/shared/auth/guards.server";
import { formatBRL } from "~/shared/format/format";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import type { Route } from "./+types/add-balance";
import { loadAddBalanceSchema, TOPUP_PRESETS_CENTS } from "~/features/wallet";
import { keepAmountCharacters } from "~/shared/validation/amount-typing";
import { addBalanceSchema, getWalletBalance } from "~/features/wallet/index.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Adicionar saldo",
    description: "Adicione saldo à sua carteira com cartão ou PIX.",
    path: "/add-balance",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const [{ balanceCents }, account] = await Promise.all([getWalletBalance(actor, actor.id), getUser(actor, actor.id)]);
  return {
    userId: actor.id,
    partner: actor.type === "partner",
    balanceCents,
    payer: { email: actor.email, name: actor.name, phone: account.cellphone },
    settings: checkoutSettings(),
    attempt: newCheckoutAttempt(),
  };
}

/**
 * Step 1 posts the amount (validated here as in the browser); step 2 is the checkout, whose form
 * posts here only without JavaScript (`intent=pix`): a PIX charge, then `/payment?id=`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: addBalanceSchema });
  if (submission.status !== "success") return { result: replyTo(submission), amountCents: null, checkoutError: null };
  if (form.get("intent") !== "pix") {
    return { result: replyTo(submission), amountCents: submission.value.amount, checkoutError: null as string | null };
  }
  try {
    return await payByPixWithoutScript(
      actor,
      form,
      { product: "wallet_topup", productRefId: actor.id, amountCents: submission.value.amount },
      actor.email,
    );
  } catch (error) {
    // Shown in the checkout's payer panel, under the status the API gives the same refusal.
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { result: replyTo(submission), amountCents: submission.value.amount, checkoutError: answer.message },
      { status: answer.status, headers: answer.headers },
    );
  }
}

export default function AddBalance({ loaderData, actionData }: Route.ComponentProps) {
  const { partner, balanceCents, payer, settings, attempt, userId } = loaderData;
  const amountCents = actionData?.amountCents ?? null;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 max-w-xl flex-1 space-y-6">
        <div className="flex items-baseline justify-between gap-4">
          <h1 className="text-2xl">Adicionar saldo</h1>
          <Link to="/wallet" className="font-semibold">
            Voltar para a carteira
          </Link>
        </div>
        <p className="text-ink-soft">
          Saldo atual: <strong className="text-ink">{formatBRL(balanceCents)}</strong>
        </p>
        {amountCents === null ? (
          <AmountStep lastResult={actionData?.result} />
        ) : (
          <Checkout
            key={amountCents}
            item={{
              product: "wallet_topup",
              productRefId: userId,
              amountCents,
              description: "Adicionar saldo à carteira",
            }}
            settings={settings}
            payer={payer}
            signedIn
            nextHref="/wallet"
            fallbackFields={{ amountCents: String(amountCents), attempt }}
            fallbackError={actionData?.checkoutError ?? null}
            focusOnMount
          />
        )}
      </div>
    </div>
  );
}

function AmountStep({
  lastResult,
}: {
  lastResult: NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;
}) {
  const [form, fields] = useZoneForm(
    {
      load: loadAddBalanceSchema,
      schema: (schema) => schema,
    },
    {
      id: "adicionar-saldo",
      lastResult,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-2xl border border-sky-200 bg-white p-6">
      <fieldset>
        <legend className="font-semibold">Valores sugeridos</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TOPUP_PRESETS_CENTS.map((cents) => (
            <button key={cents} type="submit" name="presetCents" value={cents} className="btn btn-secondary">
              {formatBRL(cents)}
            </button>
          ))}
        </div>
      </fieldset>
      <ConformField
        meta={fields.amount}
        label="Outro valor (R$)"
        inputMode="decimal"
        autoComplete="off"
        hint="De R$ 1,00 a R$ 10.000,00."
        maxLength={30}
        formatAsTyped={keepAmountCharacters}
      />
      <ConformFormError id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel="Continuando..." className="btn btn-primary w-full sm:w-auto">
        Continuar
      </SubmitButton>
    </Form>
  );
}
