import type { ConsentStatus } from "~/shared/visitor";
import { randomBytes } from "node:crypto";
import { desc, eq, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consentEvents } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { currentContract, GENERAL_CONTRACT_KEY } from "~/features/contracts/index.server";
import type { ConsentMetadata } from "./consent.schema";

export interface RecordConsentInput {
  consent: boolean;
  metadata: ConsentMetadata;
  ip: string | undefined;
  userAgent: string | undefined;
  /** The signed-in account answering, kept for its consent history ('Meus dados'). */
  userId?: string | undefined;
}

/** Appends a consent event for the policy in force and returns the token that identifies it. */
export async function recordConsent(input: RecordConsentInput): Promise<{ token: string }> {
  const policy = await currentContract(GENERAL_CONTRACT_KEY);
  const token = randomBytes(24).toString("base64url");
  await db()
    .insert(consentEvents)
    .values({
      token,
      consent: input.consent,
      policyKey: GENERAL_CONTRACT_KEY,
      policyVersion: policy?.version ?? 0,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 1000) ?? null,
      metadata: input.metadata,
      userId: input.userId ?? null,
    });
  return { token };
}

export type { ConsentStatus };

/**
 * Recorded events by token. Events are append-only (migration 0006), so a token's event never
 * changes: every page asks for the visitor's consent, and after the first request of a visit the
 * answer comes from here instead of the database. Bounded; the oldest entries go first.
 */
const seenEvents = new Map<string, { consent: boolean; policyVersion: number }>();
const MAX_SEEN_EVENTS = 20_000;

async function eventOf(token: string) {
  const seen = seenEvents.get(token);
  if (seen) return seen;
  const [event] = await db()
    .select({ consent: consentEvents.consent, policyVersion: consentEvents.policyVersion })
    .from(consentEvents)
    .where(eq(consentEvents.token, token))
    .orderBy(desc(consentEvents.createdAt))
    .limit(1);
  if (!event) return undefined;
  if (seenEvents.size >= MAX_SEEN_EVENTS) seenEvents.delete(seenEvents.keys().next().value!);
  seenEvents.set(token, event);
  return event;
}

/** Consent holds only for the policy version in force; a newer policy asks again. */
export async function consentStatus(token: string | undefined): Promise<ConsentStatus> {
  if (!token || token.length > 100) return "unknown";
  const event = await eventOf(token);
  if (!event) return "unknown";
  if (!event.consent) return "refused";
  const policy = await currentContract(GENERAL_CONTRACT_KEY);
  if (policy && policy.version > event.policyVersion) return "outdated";
  return "accepted";
}

export interface ConsentHistoryEntry {
  consent: boolean;
  policyVersion: number;
  at: Date;
}

/**
 * A person's consent answers, newest first: those given while signed in, and the one this browser
 * carries (`token`), which may have been given before signing in.
 */
export async function consentHistory(
  userId: string,
  token: string | undefined,
  tx: Tx = db(),
): Promise<ConsentHistoryEntry[]> {
  const byToken = token && token.length <= 100 ? eq(consentEvents.token, token) : undefined;
  return tx
    .select({ consent: consentEvents.consent, policyVersion: consentEvents.policyVersion, at: consentEvents.createdAt })
    .from(consentEvents)
    .where(byToken ? or(eq(consentEvents.userId, userId), byToken) : eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(200);
}
