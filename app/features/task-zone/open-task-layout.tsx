import { Outlet } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";

/**
 * Task screens anyone may use, signed in or not (docs/decisions/011): the honor form, whose payer
 * may be an anonymous visitor arriving from a WhatsApp link. It hydrates like the task zone; each
 * screen's own loader decides what a visitor may see.
 */
export const handle: RouteHandle = { hydrate: true };

export default function OpenTaskLayout() {
  return <Outlet />;
}
