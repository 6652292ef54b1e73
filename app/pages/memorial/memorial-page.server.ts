import { onOneConnection } from "~/db/client.server";
import { listModeratedTributes } from "~/features/tributes/index.server";
import { offersMusic } from "~/features/music";
import { playlistEmbedUrl } from "~/features/music/index.server";
import { redirect } from "react-router";
import { listAttendances } from "~/features/attendance/index.server";
import { galleryPhotoLimit, listGalleryImages } from "~/features/gallery/index.server";
import { memorialVideo } from "~/features/video/index.server";
import {
  listSettledTributes,
  TRIBUTE_FILTERS,
  TRIBUTE_PAGE_SIZE,
  tributeFilter,
  tributeSummary,
} from "~/features/tributes/index.server";
import { getCemetery } from "~/features/cemeteries/index.server";
import { memorialCeremonies } from "~/features/ceremonies/index.server";
import { siteInfo } from "~/shared/site.server";
import { dayAndMonth } from "~/shared/format/format";
import { NotFoundError } from "~/shared/http/errors";
import { withExplanation } from "~/shared/ui/flash";
import type { RequestContext } from "~/shared/http/request-context.server";
import type { MemorialTab } from "~/features/memorial";
import { fullProfile, memorialOgImage } from "~/features/memorial/index.server";
import { claimHref } from "~/features/claims";
import { panelHref } from "~/features/profiles";
import {
  allows,
  authorityFromView,
  memorialAuthority,
  tokenMatches,
  type ViewableProfile,
  viewMemorial,
} from "~/features/profiles/index.server";

export interface MemorialParams {
  username?: string;
  token?: string;
}

/** The page's own state in its query string, so every view works without JavaScript and can be shared. */
export interface MemorialQuery {
  aba: MemorialTab;
  filtro: keyof typeof TRIBUTE_FILTERS;
  pagina: number;
  presencas: number;
}

function pageParam(value: string | null): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
}

export function readMemorialQuery(url: URL): MemorialQuery {
  return {
    aba: url.searchParams.get("aba") === "galeria" ? "galeria" : "sobre",
    filtro: tributeFilter(url.searchParams.get("filtro")),
    pagina: pageParam(url.searchParams.get("pagina")),
    presencas: pageParam(url.searchParams.get("presencas")),
  };
}

/** The age the person would turn today (America/Sao_Paulo), or null when today is not the birthday. */
export function birthdayAge(birthDate: string | null, now: Date): number | null {
  const match = birthDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!match) return null;
  const today = dayAndMonth(now);
  if (Number(match[2]) !== today.month || Number(match[3]) !== today.day) return null;
  const age = today.year - Number(match[1]);
  return age > 0 ? age : null;
}

/**
 * The page edge of the viewMemorial use case: the memorial this request may see, or a redirect:
 * `/profile/@joao` → `/profile/joao` (DECISIONS), and anything unknown or not allowed → /home (spec),
 * with a sentence saying why.
 */
export async function memorialForPage(
  ctx: RequestContext,
  request: Request,
  params: MemorialParams,
): Promise<ViewableProfile> {
  const raw = params.username ?? "";
  if (raw.startsWith("@")) {
    const url = new URL(request.url);
    const rest = params.token ? `/${encodeURIComponent(params.token)}` : "";
    throw redirect(`/profile/${encodeURIComponent(raw.slice(1))}${rest}${url.search}`, 301);
  }
  try {
    return await viewMemorial(ctx, raw, params.token);
  } catch (error) {
    // One sentence for unknown, private and inactive alike: it must not reveal that one exists.
    if (error instanceof NotFoundError) throw redirect(withExplanation("/home", "memorial-indisponivel"));
    throw error;
  }
}

/** The cemetery the memorial belongs to, for 'Sepultado(a) em ...'; null when none (or it is gone). */
async function memorialCemetery(cemeteryId: number | null): Promise<{ id: number; name: string } | null> {
  if (cemeteryId === null) return null;
  try {
    const { id, name } = await getCemetery(cemeteryId);
    return { id, name };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Everything the memorial page shows, for one request. */
export async function loadMemorialPage(
  ctx: RequestContext,
  request: Request,
  params: MemorialParams,
  now = new Date(),
) {
  const view = await memorialForPage(ctx, request, params);
  const { profile } = view;
  const url = new URL(request.url);
  const query = readMemorialQuery(url);
  const type = TRIBUTE_FILTERS[query.filtro].type;
  // The page's reads, sent together on one connection (decision 067).
  const [
    full,
    gallery,
    firstTributes,
    { counts, burning: candles },
    firstAttendances,
    ogImage,
    user,
    photoLimit,
    cemetery,
    authority,
    video,
    ceremonies,
    moderatedTributes,
  ] = await onOneConnection(() => {
    // The counts first (one statement), so the list needs no count of its own.
    const summary = tributeSummary(view, now);
    // Signed-in people only: anonymous visitors (the ones the page cache serves) never get the bar.
    // The view read the owner and the viewer's membership already; only a site admin's part is read.
    const authorityOfViewer = ctx
      .actor()
      .then((actor) => (actor ? (authorityFromView(view, actor) ?? memorialAuthority(actor, profile.id)) : undefined));
    return Promise.all([
      fullProfile(view),
      listGalleryImages(view, now),
      summary.then((known) => listSettledTributes(view, { type, page: query.pagina, counts: known.counts }, now)),
      summary,
      listAttendances(view, query.presencas),
      memorialOgImage(view),
      ctx.actor(),
      galleryPhotoLimit(view, now),
      memorialCemetery(profile.cemeteryId),
      authorityOfViewer,
      memorialVideo(profile.id),
      memorialCeremonies(profile, now, siteInfo(ctx).publicUrl),
      // The family's side of the tributes, beside the rest (its permission is the authority above).
      view.manage
        ? Promise.all([ctx.actor(), authorityOfViewer]).then(([actor, known]) =>
            listModeratedTributes(actor, profile.id, known),
          )
        : null,
    ]);
  });
  // An old or hand-edited link past the end of a list shows its last page, not an empty list.
  let tributes = firstTributes;
  const lastTributePage = Math.max(1, Math.ceil(tributes.total / TRIBUTE_PAGE_SIZE));
  if (query.pagina > lastTributePage) {
    query.pagina = lastTributePage;
    tributes = await listSettledTributes(view, { type, page: lastTributePage, counts }, now);
  }
  let attendances = firstAttendances;
  const lastAttendancePage = Math.max(1, Math.ceil(attendances.total / attendances.limit));
  if (query.presencas > lastAttendancePage) {
    query.presencas = lastAttendancePage;
    attendances = await listAttendances(view, lastAttendancePage);
  }
  const base = `/profile/${encodeURIComponent(profile.username)}`;
  // The token stays in the links of the page only when it is the right one.
  const pathToken = params.token && tokenMatches(profile.accessToken, params.token) ? params.token : undefined;
  const basePath = pathToken ? `${base}/${encodeURIComponent(pathToken)}` : base;
  const isPrivate = profile.access === "Private";
  // Owners share a private memorial with its token (spec); a visitor shares the link they were given.
  const sharePath = isPrivate
    ? `${base}/${encodeURIComponent(view.manage ? profile.accessToken : (pathToken ?? ""))}`
    : base;
  return {
    profile: full,
    manage: view.manage,
    /**
     * The owner bar (the memorial panel's door) for whoever helps manage the memorial: its role, or
     * null for everyone else. Only signed-in people have one, and their pages are never cached.
     */
    ownerBar:
      authority && allows(authority, "editor")
        ? {
            href: panelHref(profile.username),
            role: authority.role ?? ("site-admin" as const),
          }
        : null,
    /** 'Reivindicar este memorial' (decision 057): signed-in people who neither administer it nor are site admins. */
    claimHref:
      user && user.type !== "admin" && authority?.role !== "administrator"
        ? `${claimHref(profile.username)}${pathToken ? `?token=${encodeURIComponent(pathToken)}` : ""}`
        : null,
    partner: user?.type === "partner",
    isPrivate,
    activated: profile.activatedByUser,
    basePath,
    sharePath,
    /** The token the page's own API calls carry (visits, attendance) on a private memorial. */
    viewToken: isPrivate ? (pathToken ?? (view.manage ? profile.accessToken : undefined)) : undefined,
    shareUrl: `${siteInfo(ctx).publicUrl}${sharePath}`,
    // While ceremonies are upcoming the link preview is the nota de falecimento (decision 054).
    // (only where the usual preview is shown: public, activated memorials).
    ogImage: (ogImage && ceremonies.nota?.imageUrl) || ogImage,
    ogNota: Boolean(ogImage && ceremonies.nota?.imageUrl),
    /** The upcoming ceremonies, at the top of the page, and the nota de falecimento. */
    ceremonies,
    query,
    now: now.toISOString(),
    birthdayAge: birthdayAge(profile.birthDate, now),
    candles,
    /** 'Sepultado(a) em {cemetery}' on the first screen, linking to the cemetery page. */
    cemetery,
    gallery,
    /** The Diamante tribute video (its player shows above the gallery), or null. */
    video,
    /** The owner's (or admin's) gallery controls: the plan's photo limit; null for visitors. */
    photoLimit,
    /**
     * The playlist: its player, framed only after a visitor's click; 'Criar playlist' for the owner
     * of a Platina or Diamante memorial (not an admin: the music account is the family's).
     */
    music: {
      // Kept stored while the memorial is on Free (a lapse or a refund, decision 047), shown again on renewal.
      embedUrl: offersMusic(profile) ? playlistEmbedUrl(profile.playlistLink) : null,
      canCreate: view.role !== null && offersMusic(profile),
    },
    /** The family's side of the tributes (approval mode, held and hidden ones); null for visitors. */
    moderation: moderatedTributes ? { approveTributes: profile.approveTributes, items: moderatedTributes } : null,
    tributes: {
      ...tributes,
      counts,
      totalPages: Math.max(1, Math.ceil(tributes.total / TRIBUTE_PAGE_SIZE)),
    },
    attendances: { ...attendances, totalPages: Math.max(1, Math.ceil(attendances.total / attendances.limit)) },
  };
}

export type MemorialPageData = Awaited<ReturnType<typeof loadMemorialPage>>;
