import { lazy, Suspense } from "react";
import type { CheckoutProps } from "./checkout";

const LoadedCheckout = lazy(() => import("./checkout").then(({ Checkout }) => ({ default: Checkout })));

/**
 * The checkout, whose code loads when a screen shows it (the top-up's second step, a plan's or a
 * tribute's payment), not with the screen (decision 053: what is not needed to paint). A page that
 * opens on it (an answer without JavaScript, a reload) is rendered whole on the server and keeps
 * its markup until the code arrives; after a choice in the browser, "Carregando..." shows for that
 * moment, as the card form's own loading does.
 */
export function Checkout(props: CheckoutProps) {
  return (
    <Suspense fallback={<p className="mt-5 text-ink-soft">Carregando...</p>}>
      <LoadedCheckout {...props} />
    </Suspense>
  );
}
