import type { RouteHandle } from "~/shared/ui/root-data";
import { redirectIfSignedIn } from "~/shared/auth/guards.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/partner-register";
import { registerPartnerSchema } from "./accounts.schema";
import { registerPartnerAccount } from "./account-use-cases.server";
import { PARTNER_REGISTRATION, RegistrationForm } from "./components/registration-form";
import { registrationAction } from "./registration.server";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cadastro de parceiro",
    description: "Funerárias parceiras criam memoriais para as famílias já no atendimento.",
    path: "/partner-register",
  });

export async function loader({ context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context.ctx);
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context.ctx, registerPartnerSchema, registerPartnerAccount);
}

export default function PartnerRegister({ actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return <RegistrationForm kind={PARTNER_REGISTRATION} failed={failed} loginHref="/login" />;
}
