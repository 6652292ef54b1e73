import type { ContactChannel } from "~/shared/contact-channels";
import type { MetaDescriptor } from "react-router";

export interface SiteInfo {
  name: string;
  publicUrl: string;
  companyName: string;
  companyCnpj: string | null;
  whatsappNumber: string | null;
  contactEmail: string;
  instagramUrl: string | null;
  /** Channels not configured that a demo shows as marked examples (config.server.ts exampleChannels). */
  exampleChannels: readonly ContactChannel[];
  /** APP_MODE=demo (decision 034): the shell says on every page that no payment is real. */
  demo: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for og:url and the canonical link. */
  path: string;
  image?: string;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
}

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

export function siteFromMatches(matches: MatchLike[]): SiteInfo | undefined {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as { site?: SiteInfo } | undefined)?.site;
}

/** Title, description, canonical and Open Graph tags: always in the head, so links preview. */
export function pageMeta(matches: MatchLike[], page: PageMeta): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const siteName = site?.name ?? "Memorial";
  const base = site?.publicUrl ?? "";
  const url = `${base}${page.path}`;
  const image = page.image ?? "/og-default.jpg";
  const imageUrl = image.startsWith("http") ? image : `${base}${image}`;
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
