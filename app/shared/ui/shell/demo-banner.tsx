import { Info } from "~/shared/ui/icons/drawn/info";
import { DEMO_NOTICE } from "~/shared/demo-notice";

/**
 * The demo's notice (APP_MODE=demo, decision 034): a quiet strip above the navbar, server-rendered,
 * on every page with the shell. A note, not an alert: it is read in order, never announced.
 */
export function DemoBanner() {
  return (
    <p
      role="note"
      data-demo-banner
      className="flex items-center justify-center gap-2 border-b border-sky-200 bg-sky-100 px-4 py-2 text-center text-sm font-semibold text-ink"
    >
      <Info className="h-4 w-4 flex-none" aria-hidden="true" />
      <span>{DEMO_NOTICE}</span>
    </p>
  );
}
