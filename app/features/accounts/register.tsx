import type { RouteHandle } from "~/shared/ui/root-data";
import { redirectIfSignedIn } from "~/shared/auth/guards.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/register";
import { registerSchema } from "./accounts.schema";
import { register } from "./account-use-cases.server";
import { PERSONAL_REGISTRATION, RegistrationForm } from "./components/registration-form";
import { loginHrefFor } from "./register-links";
import { registrationAction } from "./registration.server";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar conta",
    description: "Crie sua conta para fazer o memorial de quem você ama.",
    path: "/register",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context.ctx);
  return { loginHref: loginHrefFor(new URL(request.url)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context.ctx, registerSchema, register);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return <RegistrationForm kind={PERSONAL_REGISTRATION} failed={failed} loginHref={loaderData.loginHref} />;
}
