import type { SessionUser } from "~/shared/auth/session-user";
import { profileHref } from "~/features/profiles";
import { loadViewableProfileById } from "~/features/profiles/index.server";
import { formatBRL, formatDate } from "~/shared/format/format";
import { METHOD_LABELS, PRODUCT_LABELS } from "./payment-labels";
import { getPayment } from "./payments.server";

/** After approval the page goes on (spec: a profile to its page after 3 s; a top-up to /wallet). */
async function nextHref(actor: SessionUser | null, product: string, refId: string): Promise<string | null> {
  if (product === "wallet_topup") return "/wallet";
  if (product !== "profile_plan") return null;
  const view = await loadViewableProfileById({ viewer: actor, profileId: refId }).catch(() => null);
  return view?.profile.username ? profileHref(view.profile.username) : "/profiles";
}

/** What `/payment?id=` shows of one payment, for whoever may read it (the rule of getPayment). */
export async function paymentPageView(actor: SessionUser | null, paymentId: string) {
  const payment = await getPayment(actor, paymentId);
  const pending = payment.status === "pending";
  return {
    id: payment.id,
    status: payment.status,
    product: PRODUCT_LABELS[payment.product],
    description: payment.description,
    amount: formatBRL(payment.amountCents),
    method: METHOD_LABELS[payment.method],
    installments: payment.installments,
    date: formatDate(payment.createdAt),
    pix:
      pending && payment.method === "pix" && payment.pixQrCode
        ? { qrImage: payment.pixQrImage, code: payment.pixQrCode }
        : null,
    next: await nextHref(actor, payment.product, payment.productRefId),
  };
}

export type PaymentPageView = Awaited<ReturnType<typeof paymentPageView>>;
