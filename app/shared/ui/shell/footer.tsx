import { Camera } from "~/shared/ui/icons/drawn/camera";
import { Mail } from "~/shared/ui/icons/drawn/mail";
import { MessageCircle } from "~/shared/ui/icons/drawn/message-circle";
import { EXAMPLE_CHANNEL_HREF, exampleLabel, type ContactChannel } from "~/shared/contact-channels";
import { formatTaxId } from "~/shared/format/tax-id";
import type { SiteInfo } from "~/shared/ui/seo";
import { exampleChannelsNote } from "./example-channel";
import { PageLink } from "./page-link";

export function whatsappUrl(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/**
 * A channel a demo has not configured: a link to the contact page's list (never to a number or
 * profile that could be someone's), named and drawn as an example.
 */
function ExampleChannelLink({ channel, children }: { channel: ContactChannel; children: React.ReactNode }) {
  return (
    <a
      href={EXAMPLE_CHANNEL_HREF}
      aria-label={exampleLabel(channel)}
      data-example-channel={channel}
      className="social border border-dashed border-sky-700"
    >
      {children}
    </a>
  );
}

export function Footer({ site }: { site: SiteInfo }) {
  const examples = site.exampleChannels;
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-sky-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <nav aria-label="Rodapé">
          <h2 className="text-base">{site.name}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <PageLink to="/sobre-nos" className="text-sky-800 underline-offset-4 hover:underline">
                Sobre nós
              </PageLink>
            </li>
            <li>
              <PageLink to="/pacotes" className="text-sky-800 underline-offset-4 hover:underline">
                Pacotes
              </PageLink>
            </li>
            <li>
              <PageLink to="/blog" className="text-sky-800 underline-offset-4 hover:underline">
                Blog
              </PageLink>
            </li>
            <li>
              <PageLink to="/contato" className="text-sky-800 underline-offset-4 hover:underline">
                Contato
              </PageLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-base">Fale com a gente</h2>
          <ul className="mt-3 flex gap-2">
            {site.whatsappNumber ? (
              <li>
                <a
                  href={whatsappUrl(site.whatsappNumber)}
                  aria-label="WhatsApp"
                  className="social"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <MessageCircle className="h-5 w-5" aria-hidden="true" />
                </a>
              </li>
            ) : (
              examples.includes("whatsapp") && (
                <li>
                  <ExampleChannelLink channel="whatsapp">
                    <MessageCircle className="h-5 w-5" aria-hidden="true" />
                  </ExampleChannelLink>
                </li>
              )
            )}
            <li>
              <a href={`mailto:${site.contactEmail}`} aria-label={`E-mail: ${site.contactEmail}`} className="social">
                <Mail className="h-5 w-5" aria-hidden="true" />
              </a>
            </li>
            {site.instagramUrl ? (
              <li>
                <a
                  href={site.instagramUrl}
                  aria-label="Instagram"
                  className="social"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <Camera className="h-5 w-5" aria-hidden="true" />
                </a>
              </li>
            ) : (
              examples.includes("instagram") && (
                <li>
                  <ExampleChannelLink channel="instagram">
                    <Camera className="h-5 w-5" aria-hidden="true" />
                  </ExampleChannelLink>
                </li>
              )
            )}
          </ul>
          {examples.length > 0 && <p className="mt-2 text-xs text-ink-soft">{exampleChannelsNote(examples)}</p>}
        </div>
        <div className="text-sm text-ink-soft">
          <PageLink
            to="/contrato-politicadeprivacidade-geral"
            className="font-semibold text-sky-800 underline-offset-4 hover:underline"
          >
            Política de privacidade e contrato de uso
          </PageLink>
          <p className="mt-3">
            © {year} {site.companyName}
            {site.companyCnpj && <> · CNPJ {formatTaxId(site.companyCnpj)}</>}
          </p>
        </div>
      </div>
    </footer>
  );
}
