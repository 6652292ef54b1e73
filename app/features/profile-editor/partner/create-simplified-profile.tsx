import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { PLAN_CATALOGUE } from "~/features/plans";
import { verifyHash } from "~/features/plaques/index.server";
import { replyTo } from "~/features/task-zone";
import { getWalletBalance } from "~/features/wallet/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/create-simplified-profile";
import { SimplifiedWizard } from "./simplified-wizard";
import { todayInSaoPaulo } from "../steps/profile-form.constants";
import { createSimplifiedProfile } from "./simplified-profile.server";
import { SIMPLIFIED_MESSAGES as S, SIMPLIFIED_PLANS } from "./simplified-profile.constants";
import { simplifiedFormSchema } from "./simplified-profile.schema";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar perfil para um cliente",
    description: "Crie o memorial de um cliente e pague o plano com o saldo da carteira.",
    path: "/create-simplified-profile",
    noindex: true,
  });

/** Partners only (DECISIONS.md): everyone else goes to the regular wizard. */
async function requirePartner(context: Route.LoaderArgs["context"], request: Request) {
  const actor = await requireUser(context.ctx, request);
  if (actor.type !== "partner") throw redirect("/create-loved-one-profile");
  return actor;
}

/** Each opening of the wizard gets its own idempotency key: a double submit creates one memorial. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePartner(context, request);
  const { balanceCents } = await getWalletBalance(actor, actor.id);
  const plans = SIMPLIFIED_PLANS.map((id) => {
    const plan = PLAN_CATALOGUE.find((p) => p.id === id)!;
    return { id, name: plan.name, priceCents: plan.priceCents, voucherCents: plan.voucherCents ?? 0 };
  });
  return { balanceCents, plans, idempotencyKey: randomUUID(), today: todayInSaoPaulo() };
}

export type HashCheck = { status: "active" | "available" | "unknown" | "failed"; message: string };

/** The plaque check of step 1, with the semantics of `GET /api/hash/verifyHash/{hash}`. */
async function checkHash(context: Route.ActionArgs["context"], hash: string): Promise<HashCheck> {
  try {
    const { status, message } = await verifyHash(hash, context.ctx);
    return { status, message };
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer?.status === 404) return { status: "unknown", message: answer.message };
    return { status: "failed", message: answer?.status === 429 ? answer.message : S.hashCheckFailed };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePartner(context, request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "verificar-placa") {
    return { hashCheck: await checkHash(context, String(formData.get("hash") ?? "")), result: undefined };
  }
  const submission = parseWithZod(formData, { schema: simplifiedFormSchema(todayInSaoPaulo()) });
  if (submission.status !== "success") return { result: replyTo(submission), hashCheck: undefined };
  try {
    // The service parses the form itself (one rule for the page and the API): it gets the form as
    // typed, since the parsed value is already reshaped (the plaque's address under `address`).
    await createSimplifiedProfile(actor, submission.payload);
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    const result = submission.reply({
      formErrors: [S.failed(answer.message)],
      fieldErrors: Object.fromEntries(Object.entries(answer.fields).map(([name, text]) => [name, [text]])),
      hideFields: ["customerPassword"],
    });
    return data({ result, hashCheck: undefined }, { status: answer.status, headers: answer.headers });
  }
  throw redirect(withNotice("/profiles", "perfil-criado"));
}

export default function CreateSimplifiedProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner />
      <div className="min-w-0 max-w-2xl flex-1">
        <h1 className="text-2xl">Criar perfil para um cliente</h1>
        <SimplifiedWizard {...loaderData} lastResult={actionData?.result} />
      </div>
    </div>
  );
}
