import { data, Link, redirect } from "react-router";
import { getUser } from "~/features/accounts/index.server";
import { Checkout } from "~/features/checkout";
import { checkoutSettings, newCheckoutAttempt, payByPixWithoutScript } from "~/features/checkout/index.server";
import { PlanGrid, planCardOptionsOf, type PlanCardData } from "~/features/plans";
import { listPlans } from "~/features/plans/index.server";
import { profileHref } from "~/features/profiles";
import { loadViewableProfile } from "~/features/profiles/index.server";
import { getWalletBalance } from "~/features/wallet/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/upgrade-profile";

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

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, profile } = await ownedProfile(context, request, params.username);
  const chosen = new URL(request.url).searchParams.get("plano");
  const plans = (await listPlans()).filter((plan) => plan.priceCents > 0);
  const plan = plans.find((p) => p.id === chosen) ?? null;
  const [{ balanceCents }, account] = await Promise.all([getWalletBalance(actor, actor.id), getUser(actor, actor.id)]);
  return {
    profile: { id: profile.id, name: profile.name, username: profile.username ?? params.username, type: profile.type },
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

/** Only without JavaScript: the checkout's form posts a PIX payment of the chosen plan. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, profile } = await ownedProfile(context, request, params.username);
  const form = await readFormData(request);
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
  const { profile, plans, plan, balanceCents, payer, settings, attempt } = loaderData;
  const base = `/upgradeProfile/${encodeURIComponent(profile.username)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl">Melhorar o plano de {profile.name}</h1>
        <Link to={profileHref(profile.username)} reloadDocument className="font-semibold">
          Voltar ao perfil
        </Link>
      </div>
      <ol className="mt-3 flex gap-2 text-sm" aria-label="Etapas">
        <li aria-current={plan ? undefined : "step"}>1. Plano</li>
        <li aria-hidden="true">›</li>
        <li aria-current={plan ? "step" : undefined}>2. Pagamento</li>
      </ol>
      {plan ? (
        <div className="mt-6 max-w-xl space-y-4">
          <p>
            Plano escolhido: <strong>{plan.name}</strong>.{" "}
            <Link to={base} className="font-semibold">
              Trocar de plano
            </Link>
          </p>
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
            fallbackError={actionData?.checkoutError ?? null}
          />
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
