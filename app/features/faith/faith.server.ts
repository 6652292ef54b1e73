import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profileKinships, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { requireMemorialRole } from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ForbiddenError, NotFoundError, ValidationError } from "~/shared/http/errors";
import { FAITH_MESSAGES as M, NO_REFERENCE_CHOICE, OWN_TEXT_CHOICE } from "./faith.messages";
import {
  REFERENCE_TEXT_LIMIT,
  RELATIVE_MESSAGE_LIMIT,
  catalogueReference,
  memorialReference,
  offersFaith,
  religionNamed,
  resolveReference,
  type ShownReference,
} from "./religious-references.catalog";

type Actor = Pick<SessionUser, "id" | "type">;
const clean = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n/g, "\n").trim() : "");

async function paidMemorial(actor: Actor | null, profileId: string, paidPlanChosen = false) {
  await requireMemorialRole(actor, profileId, "editor");
  const [row] = await db()
    .select({ type: profiles.type, id: profiles.religiousReferenceId, text: profiles.religiousReferenceText })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) throw new NotFoundError();
  if (!offersFaith(row.type) && !paidPlanChosen) throw new ForbiddenError(M.paidOnly);
  return row;
}

/**
 * Sets the memorial's religious reference (an editor's content, decision 040): `choice` is a
 * catalogue id, OWN_TEXT_CHOICE with `ownText`, or NO_REFERENCE_CHOICE to show none. Paid plans only;
 * `paidPlanChosen`: the creation wizard's draft chose a paid plan not paid yet (its caller checked):
 * the choice is kept and shows once the plan is paid, as a lapsed plan's does on renewal.
 */
export async function setReligiousReference(
  actor: Actor | null,
  profileId: string,
  input: { choice: unknown; ownText?: unknown },
  { paidPlanChosen = false }: { paidPlanChosen?: boolean } = {},
): Promise<ShownReference | null> {
  await paidMemorial(actor, profileId, paidPlanChosen);
  const choice = clean(input.choice);
  let stored: { id: string | null; text: string | null };
  if (choice === NO_REFERENCE_CHOICE) stored = { id: null, text: null };
  else if (choice === OWN_TEXT_CHOICE) {
    const text = clean(input.ownText);
    if (!text) throw new ValidationError(M.ownTextMissing, { ownText: M.ownTextMissing });
    if ([...text].length > REFERENCE_TEXT_LIMIT)
      throw new ValidationError(M.ownTextTooLong, { ownText: M.ownTextTooLong });
    stored = { id: null, text };
  } else if (catalogueReference(choice)) stored = { id: choice, text: null };
  else throw new ValidationError(M.unknownReference, { choice: M.unknownReference });
  await db()
    .update(profiles)
    .set({ religiousReferenceId: stored.id, religiousReferenceText: stored.text })
    .where(eq(profiles.id, profileId));
  return resolveReference(stored);
}

/**
 * Sets the 'mensagem aos familiares' of family-tree entries: kinship id → message ('' removes it).
 * Entries not named keep theirs. Paid plans only; all or nothing.
 */
export async function setRelativeMessages(
  actor: Actor | null,
  profileId: string,
  messages: Record<string, unknown>,
): Promise<void> {
  await paidMemorial(actor, profileId);
  const relatives = new Set((await relativesOf(profileId)).map((relative) => relative.id));
  const changes = Object.entries(messages).map(([kinshipId, value]) => ({ kinshipId, message: clean(value) }));
  const fields: Record<string, string> = {};
  for (const { kinshipId, message } of changes) {
    if (!relatives.has(kinshipId)) throw new ValidationError(M.unknownRelative);
    if ([...message].length > RELATIVE_MESSAGE_LIMIT) fields[kinshipId] = M.messageTooLong;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(M.messageTooLong, fields);
  await inTransaction(async (tx) => {
    for (const { kinshipId, message } of changes) {
      await tx
        .update(profileKinships)
        .set({ message: message || null })
        .where(and(eq(profileKinships.id, kinshipId), eq(profileKinships.profileId, profileId)));
    }
  });
}

export interface RelativeWithMessage {
  id: string;
  name: string;
  degree: string;
  message: string | null;
}

async function relativesOf(profileId: string): Promise<RelativeWithMessage[]> {
  return db()
    .select({
      id: profileKinships.id,
      name: profileKinships.name,
      degree: profileKinships.degree,
      message: profileKinships.message,
    })
    .from(profileKinships)
    .where(eq(profileKinships.profileId, profileId))
    .orderBy(asc(profileKinships.position), asc(profileKinships.id))
    .limit(100);
}

/** What the panel's 'Referência religiosa' section shows to someone who helps manage the memorial. */
export async function memorialFaith(actor: Actor | null, profileId: string) {
  await requireMemorialRole(actor, profileId, "editor");
  const [row] = await db()
    .select({
      type: profiles.type,
      id: profiles.religiousReferenceId,
      text: profiles.religiousReferenceText,
      religion: profiles.religion,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return {
    offered: offersFaith(row.type),
    /** The catalogue's religion the memorial's 'Religião' names (its texts offered first), or null. */
    religion: religionNamed(row.religion),
    choice: row.text ? OWN_TEXT_CHOICE : (catalogueReference(row.id)?.id ?? NO_REFERENCE_CHOICE),
    ownText: row.text ?? "",
    /** What the memorial shows once on a paid plan. */
    current: resolveReference(row),
    relatives: await relativesOf(profileId),
  };
}

export type MemorialFaith = Awaited<ReturnType<typeof memorialFaith>>;

/**
 * The reference a memorial shows, for the memorial page and the cards: null on a Free memorial
 * (what a lapsed plan chose stays stored and shows again with a new plan) or when none was chosen.
 */
export async function religiousReferenceOf(profileId: string): Promise<ShownReference | null> {
  const [row] = await db()
    .select({ type: profiles.type, id: profiles.religiousReferenceId, text: profiles.religiousReferenceText })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row
    ? memorialReference({ type: row.type, religiousReferenceId: row.id, religiousReferenceText: row.text })
    : null;
}
