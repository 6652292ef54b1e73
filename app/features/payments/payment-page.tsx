import { data, redirect } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/payment-page";
import { PaymentStatusPanel } from "./components/payment-status-panel";
import { paymentPageView } from "./payment-page.server";
import { PAYMENT_MESSAGES } from "./payments.server";

/** A public page (anonymous tribute payers follow their payment by its link), enhanced live. */
export const handle: RouteHandle = { enhance: ["payment-status"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  try {
    return { view: await paymentPageView(await context.ctx.actor(), id) };
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      throw redirect(`/login?redirectTo=${encodeURIComponent(`/payment?id=${id}`)}`);
    }
    // Another user's payment reads as a missing one: no hint that the id exists.
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      throw data(PAYMENT_MESSAGES.notFound, { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Pagamento", description: "A situação do seu pagamento.", path: "/payment" }),
  { name: "robots", content: "noindex" },
];

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      {/* Without JavaScript the page refreshes itself while the payment is pending. */}
      {view.status === "pending" && (
        <noscript>
          <meta httpEquiv="refresh" content="5" />
        </noscript>
      )}
      <PaymentStatusPanel view={view} />
    </>
  );
}
