import { data, Link, redirect } from "react-router";
import { getUser } from "~/features/accounts/index.server";
import { Checkout } from "~/features/checkout";
import { checkoutSettings, newCheckoutAttempt, payByPixWithoutScript } from "~/features/checkout/index.server";
import { PlanGrid, planCardOptionsOf, type PlanCardData } from "~/features/plans";
import { listPlans } from "~/features/plans/index.server";
import { plaqueOrderFor, registerShippingAddress } from "~/features/plaques/index.server";
import { profileHref } from "~/features/profiles";
import { loadViewableProfile } from "~/features/profiles/index.server";
import { getWalletBalance } from "~/features/wallet/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/upgrade-profile";
import { type AddressRefusal, PlaqueAddressNote, UpgradeAddressStep } from "./upgrade-address-step";

type PaidPlan = "Ouro" | "Platina" | "Diamante";
const PAID: readonly string[] = ["Ouro", "Platina", "Diamante"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Melhorar plano",
    description: "Escolha um plano pago para o memorial e pague com cartão ou PIX.",
    path: "/upgradeProfile",
    noindex: true,
  });

/** Only the memorial's administrators (decision 040: not its editors) stay; anyone else goes to the profile. */
async function ownedProfile(context: Route.LoaderArgs["context"], request: Request, username: string) {
  const actor = await requireUser(context.ctx, request);
  const view = await loadViewableProfile({ viewer: actor, username }).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  });
  if (view.role !== "administrator") throw redirect(profileHref(view.profile.username ?? username));
  return { actor, profile: view.profile };
}

/**
 * Step 1 the plan (`?plano=`), step 2 the plaque's address while the memorial has none (`&placa=depois`
 * skips it, `&placa=alterar` asks again), step 3 the payment.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, profile } = await ownedProfile(context, request, params.username);
  const search = new URL(request.url).searchParams;
  const plans = (await listPlans()).filter((plan) => plan.priceCents > 0);
  const plan = plans.find((p) => p.id === search.get("plano")) ?? null;
  const [{ balanceCents }, account, plaque] = await Promise.all([
    getWalletBalance(actor, actor.id),
    getUser(actor, actor.id),
    plaqueOrderFor(actor, profile.id, context.ctx.origin),
  ]);
  const shipped = plaque.status === "shipped";
  const placa = search.get("placa");
  const askAddress = !shipped && (placa === "alterar" || (!plaque.address && placa !== "depois"));
  return {
    profile: { id: profile.id, name: profile.name, username: profile.username ?? params.username, type: profile.type },
    step: !plan ? ("plan" as const) : askAddress ? ("address" as const) : ("payment" as const),
    plaque: { shipped, address: plaque.address },
    plans: plans as PlanCardData[],
    plan: plan
      ? {
          id: plan.id as PaidPlan,
          name: plan.name,
          priceCents: plan.priceCents,
          cardOptions: planCardOptionsOf(plan.id),
        }
      : null,
    balanceCents,
    payer: { email: actor.email, name: actor.name, phone: account.cellphone },
    settings: checkoutSettings(),
    attempt: newCheckoutAttempt(),
  };
}

/** Saves the plaque's address (step 2), then the payment; a refusal stays on the step with its messages. */
async function saveAddress(
  actor: Awaited<ReturnType<typeof ownedProfile>>["actor"],
  profileId: string,
  form: FormData,
  request: Request,
) {
  const values = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  const planId = values.plan ?? "";
  try {
    await registerShippingAddress(actor, {
      street: values.street,
      city: values.city,
      state: values.state,
      zip_code: values.zip_code,
      country: values.country,
      profile_id: profileId,
      plan: PAID.includes(planId) ? planId : undefined,
    });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    const refusal: AddressRefusal = {
      addressError: answer.message,
      addressFields: answer.fields,
      addressValues: values,
    };
    return data(refusal, { status: answer.status, headers: answer.headers });
  }
  const next = new URL(request.url).pathname;
  return redirect(PAID.includes(planId) ? `${next}?plano=${planId}` : next);
}

/**
 * Step 2's address; otherwise, only without JavaScript, the checkout's form posting a PIX payment
 * of the chosen plan.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, profile } = await ownedProfile(context, request, params.username);
  const form = await readFormData(request);
  if (form.get("intent") === "endereco") return saveAddress(actor, profile.id, form, request);
  const planId = String(form.get("plan") ?? "");
  try {
    return await payByPixWithoutScript(
      actor,
      form,
      { product: "profile_plan", productRefId: profile.id, planId: PAID.includes(planId) ? planId : null },
      actor.email,
    );
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data({ checkoutError: answer.message }, { status: answer.status, headers: answer.headers });
  }
}

export default function UpgradeProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, plans, plan, step, plaque, balanceCents, payer, settings, attempt } = loaderData;
  const base = `/upgradeProfile/${encodeURIComponent(profile.username)}`;
  const refusal = actionData && "addressError" in actionData ? actionData : null;
  const checkoutError = actionData && "checkoutError" in actionData ? actionData.checkoutError : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl">Melhorar o plano de {profile.name}</h1>
        <Link to={profileHref(profile.username)} reloadDocument className="font-semibold">
          Voltar ao perfil
        </Link>
      </div>
      <ol className="mt-3 flex gap-2 text-sm" aria-label="Etapas">
        <li aria-current={step === "plan" ? "step" : undefined}>1. Plano</li>
        <li aria-hidden="true">›</li>
        <li aria-current={step === "address" ? "step" : undefined}>2. Endereço da placa</li>
        <li aria-hidden="true">›</li>
        <li aria-current={step === "payment" ? "step" : undefined}>3. Pagamento</li>
      </ol>
      {plan ? (
        <div className="mt-6 max-w-xl space-y-4">
          <p>
            Plano escolhido: <strong>{plan.name}</strong>.{" "}
            <Link to={base} className="font-semibold">
              Trocar de plano
            </Link>
          </p>
          {step === "address" ? (
            <UpgradeAddressStep
              planId={plan.id}
              planName={plan.name}
              honoreeName={profile.name}
              skipHref={`${base}?plano=${plan.id}&placa=depois`}
              current={plaque.address}
              refusal={refusal}
            />
          ) : (
            <>
              <PlaqueAddressNote
                shipped={plaque.shipped}
                address={plaque.address}
                changeHref={`${base}?plano=${plan.id}&placa=alterar`}
              />
              <Checkout
                key={plan.id}
                item={{
                  product: "profile_plan",
                  productRefId: profile.id,
                  planId: plan.id,
                  amountCents: plan.priceCents,
                  description: `Plano ${plan.name}: ${profile.name}`,
                  cardOptions: plan.cardOptions,
                }}
                settings={settings}
                payer={payer}
                signedIn
                walletBalanceCents={balanceCents}
                nextHref={profileHref(profile.username)}
                focusOnMount
                fallbackFields={{ plan: plan.id, attempt }}
                fallbackError={checkoutError}
              />
            </>
          )}
        </div>
      ) : (
        <div className="mt-6">
          <PlanGrid
            plans={plans}
            signedIn
            headingLevel={2}
            current={profile.type === "Free" ? undefined : (profile.type as PlanCardData["id"])}
            chooseHref={(p) => `${base}?plano=${p.id}`}
          />
        </div>
      )}
    </div>
  );
}
