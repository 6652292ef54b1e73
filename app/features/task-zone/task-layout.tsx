import { Outlet } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { requireUser } from "~/shared/auth/guards.server";
import type { Route } from "./+types/task-layout";

/**
 * The task zone (docs/decisions/011): every screen of a signed-in person's tasks (wizards,
 * checkout, payment status, wallet, vouchers, music, settings) is a child of this pathless layout.
 * It hydrates React, so its forms use Conform + Zod and its dialogs and tabs come from Radix
 * (`app/shared/ui/zone/`). Links from here to public pages are full document loads, so their
 * enhancement scripts run.
 */
export const handle: RouteHandle = { hydrate: true };

/** Only signed-in people have tasks: an anonymous visitor goes to /login and comes back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context.ctx, request);
  return null;
}

export default function TaskLayout() {
  return <Outlet />;
}
