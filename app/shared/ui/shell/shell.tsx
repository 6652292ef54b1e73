import { Info } from "~/shared/ui/icons/drawn/info";
import { hook, HOOK, ID } from "~/shared/ui/markup/markup-hooks";
import type { SiteInfo } from "~/shared/ui/seo";
import { BottomBar } from "./bottom-bar";
import { DemoBanner } from "./demo-banner";
import { Footer } from "./footer";
import { ServerMarkup } from "../server-markup";
import { Toast } from "../toast";
import { Navbar } from "./navbar";
import { WhatsAppButton } from "./whatsapp-button";
import type { ShellUser } from "./shell-user";

export type { ShellUser };

interface Props {
  site: SiteInfo;
  user: ShellUser | null;
  clouds: boolean;
  /** True while consent is pending: the page stays in the document but hidden and inert. */
  hidden: boolean;
  notice: string | null;
  /** Why the visitor landed here instead of the screen asked for (flash.ts EXPLANATIONS). */
  explanation?: string | null;
  children: React.ReactNode;
}

export function Shell({ site, user, clouds, hidden, notice, explanation = null, children }: Props) {
  return (
    <div
      {...hook(HOOK.consentPage)}
      hidden={hidden}
      inert={hidden}
      // Signed in below the desk breakpoint, the fixed bottom bar (57 px) would cover the end of the
      // page: the whole shell, footer included, keeps that room free.
      className={`flex min-h-dvh flex-col ${user ? "pb-16 desk:pb-0" : ""} ${clouds ? "clouds" : ""}`}
    >
      <a
        href={`#${ID.content}`}
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Pular para o conteúdo
      </a>
      {site.demo && <ServerMarkup name="demo-banner">{import.meta.env.SSR ? <DemoBanner /> : null}</ServerMarkup>}
      <Navbar site={site} user={user} />
      {notice && <Toast message={notice} />}
      <main id={ID.content} tabIndex={-1} className="flex-1">
        {explanation && (
          <p
            role="status"
            data-explanation
            className="mx-4 mt-6 flex max-w-3xl items-start gap-3 rounded-2xl border border-sky-200 bg-white px-4 py-3 font-semibold text-sky-900 sm:mx-auto"
          >
            <Info className="mt-0.5 h-5 w-5 flex-none" aria-hidden="true" />
            <span>{explanation}</span>
          </p>
        )}
        {children}
      </main>
      {/* Links drawn from the site's settings, the same for the whole visit: server markup only. */}
      {(site.whatsappNumber || site.exampleChannels.includes("whatsapp")) && (
        <ServerMarkup name="whatsapp">
          {import.meta.env.SSR ? <WhatsAppButton number={site.whatsappNumber} /> : null}
        </ServerMarkup>
      )}
      <ServerMarkup name="footer">{import.meta.env.SSR ? <Footer site={site} /> : null}</ServerMarkup>
      {user && <BottomBar />}
    </div>
  );
}
