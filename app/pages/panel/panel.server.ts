import { data } from "react-router";
import { memorialCard } from "~/features/cards/index.server";
import { panelCeremonies } from "~/features/ceremonies/index.server";
import { memorialFaith } from "~/features/faith/index.server";
import { followerCount } from "~/features/followers/index.server";
import { countGalleryImages, galleryPhotoLimit } from "~/features/gallery/index.server";
import { offersMusic } from "~/features/music";
import { listNotificationContactsOf } from "~/features/notification-contacts/index.server";
import { PRINT_ORDER_STAGE_LABELS } from "~/features/plaques";
import { memorialPlaque, type PanelPrintOrder } from "~/features/plaques/index.server";
import { listPlanChanges, memorialPlanStatus, planEndChanges } from "~/features/plans/index.server";
import { panelHref, profileHref } from "~/features/profiles";
import { allows, manageMemorial, type MemorialAuthority, type ViewableProfile } from "~/features/profiles/index.server";
import { memorialTeam } from "~/features/memorial-team/index.server";
import { listModeratedTributes } from "~/features/tributes/index.server";
import { videoPanelState } from "~/features/video/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { formatDate } from "~/shared/format/format";
import { ForbiddenError, NotFoundError } from "~/shared/http/errors";
import type { RequestContext } from "~/shared/http/request-context.server";
import { PANEL_SECTIONS, type PanelSection } from "./panel-intents";

/**
 * The memorial behind the panel's address, for someone who helps manage it; anyone else gets the
 * site's 404 page, as for a memorial that does not exist (the panel reveals nothing to strangers).
 */
export async function panelMemorial(actor: SessionUser, username: string) {
  try {
    return await manageMemorial(actor, username, "editor");
  } catch (error) {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  }
}

/**
 * What each person sees (decision 041): editors the content sections (privacy, tributes, gallery,
 * playlist, editing); administrators also the plan's money, the plaque and the notification
 * contacts; site admins also the site's administration (a plan without payment).
 */
export function panelAccess(authority: MemorialAuthority) {
  const administer = allows(authority, "administrator");
  return {
    administer,
    /** Paying for a plan is the family's (a site admin assigns one instead). */
    pay: authority.role === "administrator",
    siteAdmin: authority.siteAdmin,
    /** The playlist is made in the music account of whoever of the family connects it (decision 040). */
    createPlaylist: authority.role !== null,
  };
}

export type PanelAccess = ReturnType<typeof panelAccess>;

/** The memorial's address with its private key when private: it opens for everyone the panel shows it to. */
function memorialPath(view: ViewableProfile): string {
  const { profile } = view;
  const base = profileHref(profile.username);
  return profile.access === "Private" ? `${base}/${encodeURIComponent(profile.accessToken)}` : base;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The digital card (decision 046), or null when the memorial is not on a paid plan. */
async function digitalCard(actor: SessionUser, profileId: string, now: Date) {
  try {
    return await memorialCard(actor, profileId, now);
  } catch (error) {
    if (error instanceof ForbiddenError) return null;
    throw error;
  }
}

/**
 * A printed-card order (decision 049) in the panel's words, made here so the section's script stays
 * small: what, where it stands, and each date of its moves.
 */
function printOrderLines(order: PanelPrintOrder) {
  const lines = [
    `${order.quantity} cartões 7 × 10 cm (plano ${order.planId}): ${PRINT_ORDER_STAGE_LABELS[order.stage]}`,
    `pedido em ${formatDate(order.createdAt)}`,
  ];
  if (order.stage === "awaiting_address") lines.push("vão para o endereço da placa, assim que informado");
  if (order.productionAt) lines.push(`em produção desde ${formatDate(order.productionAt)}`);
  if (order.shippedAt) lines.push(`enviados em ${formatDate(order.shippedAt)}`);
  if (order.trackingCode) lines.push(`código de rastreio ${order.trackingCode}`);
  if (order.deliveredAt) lines.push(`entregues em ${formatDate(order.deliveredAt)}`);
  if (order.cancelledAt) lines.push(`cancelado em ${formatDate(order.cancelledAt)}`);
  return { id: order.id, text: lines.join(" · ") };
}

/** Everything the panel shows, for one request: each section from its feature's public services. */
export async function loadPanel(ctx: RequestContext, actor: SessionUser, username: string, now = new Date()) {
  const { view, authority } = await panelMemorial(actor, username);
  const { profile } = view;
  const can = panelAccess(authority);
  const [plan, plaque, moderation, contacts, gallery, limit, planChanges, video] = await Promise.all([
    memorialPlanStatus(actor, profile.id, now),
    can.administer ? memorialPlaque(actor, profile.id, ctx.origin) : null,
    listModeratedTributes(actor, profile.id),
    can.administer ? listNotificationContactsOf(actor, profile.id) : null,
    countGalleryImages(profile.id),
    galleryPhotoLimit(view, now),
    can.siteAdmin ? listPlanChanges(actor, profile.id) : null,
    videoPanelState(actor, profile.id, now),
  ]);
  const team = await memorialTeam(actor, profile.id, now);
  const faith = await memorialFaith(actor, profile.id);
  const card = await digitalCard(actor, profile.id, now);
  // How many follow the memorial by e-mail (decision 055): its administrators see the number, never who.
  const followers = can.administer ? await followerCount(actor, profile.id) : null;
  const ceremonies = await panelCeremonies(actor, profile, now, ctx.origin);
  const path = memorialPath(view);
  const sections = (Object.keys(PANEL_SECTIONS) as PanelSection[]).filter((section) => {
    if (section === "placa") return can.administer;
    if (section === "cartao") return card !== null;
    if (section === "livro") return can.administer;
    if (section === "contatos") return contacts !== null;
    if (section === "seguidores") return followers !== null;
    if (section === "playlist") return offersMusic(profile);
    if (section === "video") return video.offered || video.video !== null;
    if (section === "administracao-do-site") return can.siteAdmin;
    return true;
  });
  return {
    profile: {
      id: profile.id,
      name: profile.name,
      username: profile.username,
      type: profile.type,
      imagePath: profile.imagePath,
      access: profile.access,
      activated: profile.activatedByUser,
    },
    can,
    sections,
    panelPath: panelHref(profile.username),
    memorialPath: path,
    memorialUrl: `${ctx.origin}${path}`,
    plan: { ...plan, termEndsAt: iso(plan.termEndsAt) },
    plaque: plaque && {
      ...plaque,
      order: plaque.order && {
        ...plaque.order,
        createdAt: plaque.order.createdAt.toISOString(),
        shippedAt: iso(plaque.order.shippedAt),
      },
      printOrders: plaque.printOrders.map(printOrderLines),
    },
    card,
    ceremonies,
    moderation: { approveTributes: profile.approveTributes, items: moderation },
    followers,
    contacts: contacts && { count: contacts.length, active: contacts.filter((c) => !c.unsubscribedAt).length },
    gallery: { count: gallery, limit: limit?.limit ?? plan.photoLimit },
    /** What the memorial stops showing when its paid plan ends (or stopped showing, once lapsed). */
    planEnd: planEndChanges({
      plan: plan.plan,
      photoCount: gallery,
      playlistLink: profile.playlistLink,
      tense: plan.lapsed ? "now" : "future",
    }),
    music: { playlistLink: profile.playlistLink },
    video,
    faith: {
      offered: faith.offered,
      current: faith.current,
      relatives: faith.relatives.length,
      messages: faith.relatives.filter((relative) => relative.message).length,
    },
    team: {
      ...team,
      invitations: team.invitations.map((invitation) => ({
        ...invitation,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        sentAt: iso(invitation.sentAt),
      })),
    },
    planChanges: planChanges && planChanges.map((change) => ({ ...change, createdAt: change.createdAt.toISOString() })),
    now: now.toISOString(),
  };
}

export type PanelData = Awaited<ReturnType<typeof loadPanel>>;
