import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { ceremonyNotices, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { backdrop, CARD_ART, overlaySvg } from "~/features/cards/index.server";
import { profileHref } from "~/features/profiles";
import { storage } from "~/integrations/storage/storage.server";
import { formatDate } from "~/shared/format/format";
import type { JobContext } from "~/shared/jobs/jobs.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import { upcomingCeremonies } from "./ceremonies.server";
import type { CeremonyView } from "./ceremony-view";
import { layoutNota, type NotaContent } from "./nota-layout.server";
import { oweNota } from "./nota-job.server";

/** The memorial's fields the nota shows (a profiles row, or the page's copy of it). */
export interface NotaPerson {
  id: string;
  name: string;
  birthDate: string | null;
  deathDate: string | null;
  imagePath: string | null;
  username: string;
  access: string;
  accessToken: string;
}

export function memorialPathOf(person: NotaPerson): string {
  const base = profileHref(person.username);
  return person.access === "Private" ? `${base}/${encodeURIComponent(person.accessToken)}` : base;
}

/** What the nota shows, from the memorial and its upcoming ceremonies: never invented text. */
export function notaContent(person: NotaPerson, ceremonies: readonly CeremonyView[], baseUrl: string): NotaContent {
  return {
    name: person.name,
    birth: formatDate(person.birthDate),
    death: formatDate(person.deathDate),
    ceremonies: ceremonies.map((c) => ({ label: c.label, when: c.when, place: c.placeText })),
    url: `${baseUrl}${memorialPathOf(person)}`,
  };
}

/** What a drawing is named by: its content and its portrait. */
export function notaHash(content: NotaContent, imagePath: string | null): string {
  return createHash("sha256")
    .update(JSON.stringify([content, imagePath]))
    .digest("hex")
    .slice(0, 16);
}

/** The nota as a 1080×1350 PNG: the digital card's 'Céu' backdrop and portrait, the texts as outlines. */
export async function renderNota(content: NotaContent, portrait?: Buffer): Promise<Buffer> {
  const layout = layoutNota(content);
  const art = CARD_ART.ceu;
  const base = await backdrop(layout, art, portrait, content.name);
  return sharp(base)
    .composite([{ input: Buffer.from(overlaySvg(layout, art)), left: 0, top: 0 }])
    .removeAlpha()
    .png({ compressionLevel: 8 })
    .toBuffer();
}

export interface NotaFile {
  /** The stored image's address, when one was drawn from what the memorial shows now. */
  url: string | null;
  /** A drawing is owed or under way. */
  pending: boolean;
}

/** The memorial's nota row: what was drawn last. */
export async function notaRow(profileId: string, tx: Tx = db()) {
  const [row] = await tx.select().from(ceremonyNotices).where(eq(ceremonyNotices.profileId, profileId));
  return row;
}

/** The current nota's address (null when the stored one shows something else, or none was drawn). */
export function currentNotaUrl(
  row: { renderedHash: string | null; renderedKey: string | null } | undefined,
  hash: string,
): string | null {
  return row?.renderedKey && row.renderedHash === hash ? storage().url(`${row.renderedKey}.png`) : null;
}

/**
 * The `render-nota` job: draws the nota from the memorial's upcoming ceremonies at `now`, stores it
 * under a key named by what it shows, and owes the next drawing for when the first of them ends
 * (it then leaves the nota). With no upcoming ceremony nothing is drawn.
 */
export function renderNotaJob(clock: () => Date = () => new Date()) {
  return async ({ payload }: JobContext<{ profileId: string }>) => {
    const { profileId } = payload;
    const now = clock();
    const [person] = await db().select().from(profiles).where(eq(profiles.id, profileId));
    if (!person) return;
    const ceremonies = await upcomingCeremonies(profileId, now);
    if (ceremonies.length === 0) return;
    const content = notaContent(person, ceremonies, publicBaseUrl());
    const hash = notaHash(content, person.imagePath);
    const row = await notaRow(profileId);
    if (row?.renderedHash !== hash) {
      const portrait = person.imagePath ? await storage().get(person.imagePath) : undefined;
      const png = await renderNota(content, portrait);
      const key = `notas/${profileId}/${hash}`;
      await storage().put(`${key}.png`, png, "image/png");
      await db()
        .insert(ceremonyNotices)
        .values({ profileId, renderedHash: hash, renderedKey: key })
        .onConflictDoUpdate({ target: ceremonyNotices.profileId, set: { renderedHash: hash, renderedKey: key } });
    }
    const firstEnd = ceremonies.map((c) => c.visibleUntil).sort()[0];
    if (firstEnd) await oweNota(profileId, { startAfter: new Date(firstEnd) });
  };
}
