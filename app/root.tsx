import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ConsentGate } from "~/features/consent/components/consent-gate";
import { loadRoot } from "~/root.server";
import ENHANCE_SCRIPT from "virtual:enhance-script";
import { useNonce } from "~/shared/ui/nonce";
import { errorText } from "~/shared/ui/error-text";
import { Shell } from "~/shared/ui/shell/shell";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context.ctx);
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export interface RouteHandle {
  /** The spec's cloud background. */
  clouds?: boolean;
  /** Load React in the browser for this screen; without it the page is server-rendered HTML. */
  hydrate?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Only screens that need React in the browser load it (docs/decisions/006).
  const hydrate = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e4f0f9" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENHANCE_SCRIPT }} />
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const clouds = matches.some((match) => (match.handle as RouteHandle | undefined)?.clouds);
  return (
    <ConsentGate consented={loaderData.consented} policy={loaderData.policy}>
      {(hidden) => (
        <Shell site={loaderData.site} user={loaderData.user} clouds={clouds} hidden={hidden} notice={loaderData.notice}>
          <Outlet />
        </Shell>
      )}
    </ConsentGate>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, text } = errorText(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <a className="btn btn-primary mt-8" href="/">
        Voltar para a página inicial
      </a>
    </main>
  );
}
