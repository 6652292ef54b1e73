import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ConsentGate } from "~/features/consent";
import { loadRoot } from "~/root.server";
import ENHANCE_SCRIPTS from "virtual:enhance-scripts";
import { HOOK } from "~/shared/ui/markup/markup-hooks";
import { modulesFor, SHELL_MODULE } from "~/enhance/modules";
import { type RouteHandle, useRootData } from "~/shared/ui/root-data";
import { useNonce } from "~/shared/ui/nonce";
import { errorText } from "~/shared/ui/error-text";
import { Shell } from "~/shared/ui/shell/shell";
import { DemoBanner } from "~/shared/ui/shell/demo-banner";
import { ServerMarkup } from "~/shared/ui/server-markup";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context.ctx);
}

/**
 * The scripts are only read while rendering on the server; a hydrated screen keeps the server's
 * inline script as it is, so the browser bundle leaves the strings out.
 */
const SCRIPTS: Partial<typeof ENHANCE_SCRIPTS> = import.meta.env.SSR ? ENHANCE_SCRIPTS : {};

const handleOf = (match: { handle?: unknown }) => match.handle as RouteHandle | undefined;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  // Only the task zone loads React in the browser (docs/decisions/011); public pages get the shell
  // script and the enhancement modules their routes ask for, inlined with the CSP nonce.
  const hydrate = matches.some((match) => handleOf(match)?.hydrate);
  // The browser runs React on hydrated screens alone, which keep only the shell's script.
  const scripts: ReturnType<typeof modulesFor> = import.meta.env.SSR
    ? modulesFor(hydrate ? [] : matches.flatMap((match) => handleOf(match)?.enhance ?? []))
    : [SHELL_MODULE];
  // In the browser a page without React is only reached by a client-side navigation (a link that
  // lacks `reloadDocument`): it is loaded as a document instead, with its own scripts, and not
  // rendered here, where its data may be missing (document-data.ts, decision 071).
  const leaving = !import.meta.env.SSR && !hydrate;
  useEffect(() => {
    if (leaving) window.location.reload();
  }, [leaving]);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e4f0f9" />
        {!leaving && <Meta />}
        <Links />
      </head>
      <body className="min-h-dvh">
        {!leaving && children}
        {scripts.map((name) => (
          <script
            key={name}
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: SCRIPTS[name] ?? "" }}
          />
        ))}
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const location = useLocation();
  const embedded =
    matches.some((match) => handleOf(match)?.embeddable) && new URLSearchParams(location.search).get("embed") === "1";
  useEffect(() => {
    document.documentElement.setAttribute(HOOK.hydrated, "true");
  }, []);
  const clouds = matches.some((match) => handleOf(match)?.clouds);
  return (
    <ConsentGate consented={loaderData.consented} siteName={loaderData.site.name} policy={loaderData.policy}>
      {(hidden) =>
        embedded ? (
          <main id="conteudo" className="px-1 pb-6" inert={hidden || undefined}>
            <Outlet />
          </main>
        ) : (
          <Shell
            site={loaderData.site}
            user={loaderData.user}
            clouds={clouds}
            hidden={hidden}
            notice={loaderData.notice}
            explanation={loaderData.explanation}
          >
            <Outlet />
          </Shell>
        )
      }
    </ConsentGate>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, text } = errorText(error);
  // The root's data is there unless the root loader itself failed: a demo's error page says so too.
  const site = useRootData()?.site;
  return (
    <>
      {/* React hoists it into <head>: the error page is named like every page of the site. */}
      <title>{`${title} | ${site?.name ?? "Memorial"}`}</title>
      {site?.demo && <ServerMarkup name="demo-banner">{import.meta.env.SSR ? <DemoBanner /> : null}</ServerMarkup>}
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl">{title}</h1>
        <p className="mt-4 text-ink-soft">{text}</p>
        <a className="btn btn-primary mt-8" href="/">
          Voltar para a página inicial
        </a>
      </main>
    </>
  );
}
