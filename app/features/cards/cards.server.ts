import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialCards, profiles } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { memorialPlanStatus } from "~/features/plans/index.server";
import { profileHref } from "~/features/profiles";
import { requireMemorialRole } from "~/features/profiles/index.server";
import { storage } from "~/integrations/storage/storage.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { formatDate } from "~/shared/format/format";
import { ForbiddenError, ValidationError } from "~/shared/http/errors";
import { enqueueJob, type JobContext, type JobStatus, jobStatus } from "~/shared/jobs/jobs.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import { CARD_MESSAGES } from "./card-messages";
import { type CardDesign, DEFAULT_CARD_DESIGN, isCardDesign } from "./card-designs";
import type { CardContent } from "./card-layout.server";
import { renderPrintCardPdf } from "./card-print.server";
import { renderCard } from "./card-render.server";

export const CARD_RENDER_JOB = "render-card";

/** The phrase a card shows under the dates (the chosen religious reference), or null: injected by app/composition. */
export type CardPhraseOf = (profileId: string) => Promise<string | null>;

export interface CardFiles {
  post: string;
  story: string;
  pdf: string;
}

export interface MemorialCardView {
  design: CardDesign;
  /** The render under way or last asked for (its progress), null when none was. */
  job: JobStatus | null;
  /** The stored files' addresses, when a render finished. */
  files: CardFiles | null;
  /** The files show an older design or content than the memorial has now (a new render is owed). */
  stale: boolean;
}

const PAID = new Set(["Ouro", "Platina", "Diamante"]);

async function requireCardAccess(actor: SessionUser, profileId: string, now: Date) {
  await requireMemorialRole(actor, profileId, "editor");
  const plan = await memorialPlanStatus(actor, profileId, now);
  if (!PAID.has(plan.plan) || plan.lapsed) throw new ForbiddenError(CARD_MESSAGES.paidOnly);
}

const filesOf = (key: string): CardFiles => ({
  post: storage().url(`${key}-post.png`),
  story: storage().url(`${key}-story.png`),
  pdf: storage().url(`${key}.pdf`),
});

async function cardRow(profileId: string) {
  const [row] = await db().select().from(memorialCards).where(eq(memorialCards.profileId, profileId));
  return row;
}

async function contentVersion(profileId: string): Promise<number> {
  const [row] = await db().select({ v: profiles.contentVersion }).from(profiles).where(eq(profiles.id, profileId));
  return row?.v ?? 0;
}

function jobLabel(job: JobStatus): string {
  if (job.state === "failed") return CARD_MESSAGES.failed;
  return `${job.label ?? "Preparando o cartão"}… ${job.progress}%`;
}

/** Owes a render of the memorial's card (one waiting at a time per memorial). */
function owedRender(profileId: string, tx?: Tx) {
  return enqueueJob(CARD_RENDER_JOB, { profileId }, { singletonKey: profileId, ...(tx && { tx }) });
}

/**
 * The card as the panel shows it, for an editor of a memorial on a paid plan. When the memorial
 * changed since the files were drawn (or none were), a render is owed here.
 */
export async function memorialCard(actor: SessionUser, profileId: string, now = new Date()): Promise<MemorialCardView> {
  await requireCardAccess(actor, profileId, now);
  let row = await cardRow(profileId);
  const version = await contentVersion(profileId);
  const design = row && isCardDesign(row.design) ? row.design : DEFAULT_CARD_DESIGN;
  const stale = !row?.renderedKey || row.renderedVersion !== version || row.renderedDesign !== design;
  let job = row?.jobId ? ((await jobStatus(row.jobId)) ?? null) : null;
  if (stale && (!job || job.state === "done" || job.state === "failed") && row) {
    const jobId = await owedRender(profileId);
    await db().update(memorialCards).set({ jobId }).where(eq(memorialCards.profileId, profileId));
    job = (await jobStatus(jobId)) ?? null;
    row = { ...row, jobId };
  }
  // What the panel says while the card is drawn, or why there is none (the words are the server's).
  if (job) job = { ...job, label: jobLabel(job) };
  return { design, job, files: row?.renderedKey ? filesOf(row.renderedKey) : null, stale };
}

/** The family chooses the card's design: it is kept and the card is drawn again in it. */
export async function chooseCardDesign(actor: SessionUser, profileId: string, design: string, now = new Date()) {
  if (!isCardDesign(design)) throw new ValidationError(CARD_MESSAGES.unknownDesign);
  await requireCardAccess(actor, profileId, now);
  // The design and the render it owes commit together: a worker never draws before the design
  // it is to draw is stored (it would draw the old one, and the card stay stale).
  return inTransaction(async (tx) => {
    const jobId = await owedRender(profileId, tx);
    await tx
      .insert(memorialCards)
      .values({ profileId, design, jobId })
      .onConflictDoUpdate({ target: memorialCards.profileId, set: { design, jobId } });
    return jobId;
  });
}

/** What the card shows, read at render time: the memorial's own data, never invented text. */
export async function cardContent(profileId: string, phraseOf: CardPhraseOf) {
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, profileId));
  if (!profile) return undefined;
  const path =
    profile.access === "Private"
      ? `${profileHref(profile.username)}/${encodeURIComponent(profile.accessToken)}`
      : profileHref(profile.username);
  const content: CardContent = {
    name: profile.name,
    birth: formatDate(profile.birthDate),
    death: formatDate(profile.deathDate),
    phrase: await phraseOf(profileId),
    url: `${publicBaseUrl()}${path}`,
  };
  return { profile, content };
}

/**
 * The `render-card` job: draws the post, the story and the PDF, stores them under a key named by
 * what was drawn, then records the version it drew (a change meanwhile leaves the card stale).
 */
export function renderCardJob(phraseOf: CardPhraseOf) {
  return async ({ payload, reportProgress }: JobContext<{ profileId: string }>) => {
    const { profileId } = payload;
    const row = await cardRow(profileId);
    const version = await contentVersion(profileId);
    const read = await cardContent(profileId, phraseOf);
    if (!read) return;
    const design = row && isCardDesign(row.design) ? row.design : DEFAULT_CARD_DESIGN;
    await reportProgress(10, "Preparando o cartão");
    const portrait = read.profile.imagePath ? await storage().get(read.profile.imagePath) : undefined;
    await reportProgress(30, "Desenhando o cartão");
    const files = await renderCard(read.content, design, portrait);
    await reportProgress(80, "Guardando os arquivos");
    const hash = createHash("sha256")
      .update(JSON.stringify([design, read.content, read.profile.imagePath]))
      .digest("hex")
      .slice(0, 16);
    const key = `cards/${profileId}/${hash}`;
    await storage().put(`${key}-post.png`, files.post, "image/png");
    await storage().put(`${key}-story.png`, files.story, "image/png");
    await storage().put(`${key}.pdf`, files.pdf, "application/pdf");
    await db()
      .insert(memorialCards)
      .values({ profileId, design, renderedVersion: version, renderedDesign: design, renderedKey: key })
      .onConflictDoUpdate({
        target: memorialCards.profileId,
        set: { renderedVersion: version, renderedDesign: design, renderedKey: key },
      });
  };
}

/** The fallback phrase until a chosen religious reference exists: how the person liked to be called, if given. */
export async function surnamePhrase(profileId: string): Promise<string | null> {
  const [row] = await db().select({ surname: profiles.surname }).from(profiles).where(eq(profiles.id, profileId));
  const surname = row?.surname?.trim();
  return surname ? `“${surname}”` : null;
}

/**
 * The printed card's file (decision 049) for a memorial as it is now: the family's chosen design
 * (else the default), its portrait, its content. Undefined when the memorial is gone.
 */
export async function printCardPdf(profileId: string, phraseOf: CardPhraseOf): Promise<Buffer | undefined> {
  const read = await cardContent(profileId, phraseOf);
  if (!read) return undefined;
  const row = await cardRow(profileId);
  const design = row && isCardDesign(row.design) ? row.design : DEFAULT_CARD_DESIGN;
  const portrait = read.profile.imagePath ? await storage().get(read.profile.imagePath) : undefined;
  return renderPrintCardPdf(read.content, design, portrait);
}
