import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import { Checkout } from "~/features/checkout";
import { checkoutSettings, newCheckoutAttempt, payByPixWithoutScript } from "~/features/checkout/index.server";
import { buyWithWalletBalance } from "~/features/payments/index.server";
import { replyTo } from "~/features/task-zone";
import { getWalletBalance } from "~/features/wallet/index.server";
import { pageCaptchaToken } from "~/integrations/captcha/captcha";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { readUploadForm } from "~/shared/http/upload-form.server";
import { withNotice } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import type { RouteHandle } from "~/shared/ui/root-data";
import type { Route } from "./+types/honor-page";
import { HONOR_MESSAGES } from "~/enhance/memorial-honor";
import { tellMemorial } from "./components/embed-bridge";
import { TributeForm } from "./components/tribute-form";
import { HONOR_TYPES, type SoldTributeType, tributeDoneMessage } from "./tribute-form.constants";
import { tributeFormSchema } from "./tribute-form.schema";
import { honorView, pendingTributeOf } from "./honor-page.server";
import { registerTribute } from "./tribute-purchase.server";

/**
 * What the page says once it is over (paid, or nothing to pay): loaded then, not with the form
 * (decision 053's budget). A page that opens on it is rendered whole on the server and keeps its
 * markup until the code arrives.
 */
const HonorOutcome = lazy(() => import("./components/honor-outcome"));

/** Opens in the memorial page's dialog with `?embed=1` (app/enhance/memorial-honor.ts). */
export const handle: RouteHandle = { embeddable: true };

const TITLES: Record<SoldTributeType, string> = {
  Candle: "Acender Vela",
  Message: "Deixar Mensagem",
  Photo: "Compartilhar Lembrança",
};

function typeOf(url: URL): SoldTributeType {
  const tipo = url.searchParams.get("tipo");
  return tipo && tipo in HONOR_TYPES ? HONOR_TYPES[tipo as keyof typeof HONOR_TYPES] : "Candle";
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  ...pageMeta(matches, {
    title: loaded ? `${TITLES[loaded.type]}: ${loaded.profile.name}` : "Homenagem",
    description: "Deixe uma homenagem no memorial.",
    path: "/homenagear",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = await honorView(context.ctx, params.username, url.searchParams.get("token")).catch((error) => {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  });
  const actor = await context.ctx.actor();
  const tribute = await pendingTributeOf(view.profile.id, url.searchParams.get("homenagem"));
  const balanceCents = actor ? (await getWalletBalance(actor, actor.id)).balanceCents : 0;
  const payerEmail = tribute?.email ?? actor?.email ?? "";
  return {
    embedded: url.searchParams.get("embed") === "1",
    concluded: url.searchParams.get("concluido") === "desabafo",
    type: tribute?.type ?? typeOf(url),
    profile: view.profile,
    tribute,
    signedIn: Boolean(actor),
    payer: { name: actor?.name ?? "", email: payerEmail },
    // Once paid, the offer to follow a public memorial (decision 055), the payer's address in the
    // form that posts it (never in an address, where logs and browser history would keep it).
    follow: view.profile.public ? { username: view.profile.username, email: payerEmail } : null,
    balanceCents,
    settings: checkoutSettings(),
    attempt: newCheckoutAttempt(),
    captchaToken: pageCaptchaToken(),
  };
}

/**
 * `intent=desabafo` saves nothing and goes back; otherwise the tribute is registered (the bot check
 * and the price on the server) and step 2 opens, or a signed-in visitor's wallet pays at once when
 * it covers the price; `intent=pix` is the checkout posted without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const view = await honorView(context.ctx, params.username, token);
  // A memory photo's form is multipart (up to the image limit); every other form is small.
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  let form: FormData;
  let image: Uint8Array | undefined;
  try {
    if (multipart) {
      const upload = await readUploadForm(request, { fileField: "photo" });
      form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
      image = upload.file;
    } else {
      form = await readFormData(request);
    }
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { result: { status: "error" as const, error: { "": [answer.message] } }, checkoutError: answer.message },
      { status: answer.status, headers: answer.headers },
    );
  }
  const intent = form.get("intent");
  const embed = url.searchParams.get("embed") === "1" ? "&embed=1" : "";
  const here = (extra: string) =>
    `/homenagear/${encodeURIComponent(view.profile.username)}?${extra}${token ? `&token=${encodeURIComponent(token)}` : ""}${embed}`;
  // Nothing is saved, and the page says so calmly: in the memorial's dialog until it is closed,
  // otherwise on the memorial the person goes back to.
  if (intent === "desabafo") {
    return redirect(embed ? here("concluido=desabafo") : withNotice(view.profile.href, "desabafo"));
  }
  const actor = await context.ctx.actor();
  try {
    if (intent === "pix") {
      const tribute = await pendingTributeOf(view.profile.id, url.searchParams.get("homenagem"));
      if (!tribute) throw new NotFoundError("Homenagem não encontrada.");
      return await payByPixWithoutScript(
        actor,
        form,
        { product: "tribute", productRefId: tribute.id },
        tribute.email ?? "",
      );
    }
    const type = typeOf(url);
    const submission = parseWithZod(form, { schema: tributeFormSchema(type) });
    if (submission.status !== "success") {
      return data({ result: replyTo(submission), checkoutError: null as string | null }, { status: 400 });
    }
    const { tribute } = await registerTribute(context.ctx, {
      profileId: view.profile.id,
      token,
      type,
      form: Object.fromEntries(form) as Record<string, unknown>,
      image,
    });
    if (actor && (await getWalletBalance(actor, actor.id)).balanceCents >= tribute.amountCents) {
      // Spec: the wallet pays at once. Spent meanwhile (another tab)? Step 2 takes card or PIX.
      await buyWithWalletBalance(actor, {
        product: "tribute",
        productRefId: tribute.id,
        idempotencyKey: `tribute-wallet:${tribute.id}:${randomUUID()}`,
      }).catch((error: unknown) => {
        if (!errorAnswer(error)) throw error;
      });
    }
    return redirect(here(`homenagem=${tribute.id}`));
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    const submission = parseWithZod(form, { schema: tributeFormSchema(typeOf(url)) });
    const fieldErrors = Object.fromEntries(Object.entries(answer.fields).map(([name, text]) => [name, [text]]));
    const result = submission.reply({
      formErrors: Object.keys(fieldErrors).length ? [] : [answer.message],
      fieldErrors,
    });
    return data({ result, checkoutError: answer.message }, { status: answer.status, headers: answer.headers });
  }
}

export default function HonorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, profile, tribute, signedIn, payer, balanceCents, settings, attempt, captchaToken, embedded } =
    loaderData;
  const success = tributeDoneMessage(type, tribute?.awaitsApproval ?? false);
  const memorialHref = `${profile.href}#homenagens`;
  if (loaderData.concluded) {
    return (
      <Suspense fallback={null}>
        <HonorOutcome outcome="concluded" href={profile.href} embedded={embedded} />
      </Suspense>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm text-ink-soft">Homenagem para</p>
      <h1 className="text-2xl">
        {TITLES[type]}: {profile.name}
      </h1>
      <ol className="mt-3 flex gap-2 text-sm" aria-label="Etapas">
        <li aria-current={tribute ? undefined : "step"}>1. Detalhes</li>
        <li aria-hidden="true">›</li>
        <li aria-current={tribute ? "step" : undefined}>2. Pagamento</li>
      </ol>
      <div className="mt-6">
        {tribute?.status === "paid" ? (
          <Suspense fallback={null}>
            <HonorOutcome
              outcome="paid"
              href={memorialHref}
              embedded={embedded}
              success={success}
              follow={loaderData.follow}
              captchaToken={captchaToken}
            />
          </Suspense>
        ) : tribute ? (
          <Checkout
            item={{
              product: "tribute",
              productRefId: tribute.id,
              amountCents: tribute.amountCents,
              description: TITLES[type],
            }}
            settings={settings}
            payer={{ email: payer.email, name: tribute.name }}
            signedIn={signedIn}
            walletBalanceCents={balanceCents}
            approvedMessage={success}
            nextHref={embedded ? null : memorialHref}
            onApproved={embedded ? () => tellMemorial(HONOR_MESSAGES.done) : undefined}
            fallbackFields={{ attempt }}
            fallbackError={actionData?.checkoutError ?? null}
            focusOnMount
          />
        ) : (
          <TributeForm
            type={type}
            defaults={payer}
            captchaToken={captchaToken}
            lastResult={actionData?.result}
            walletCovers={(cents) => signedIn && balanceCents >= cents}
          />
        )}
      </div>
    </div>
  );
}
