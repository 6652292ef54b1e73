import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consentEvents } from "~/db/schema";
import { currentContract, GENERAL_CONTRACT_KEY } from "~/features/contracts/contracts.server";
import type { ConsentMetadata } from "./consent.schema";

export interface RecordConsentInput {
  consent: boolean;
  metadata: ConsentMetadata;
  ip: string | undefined;
  userAgent: string | undefined;
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
    });
  return { token };
}

export type ConsentStatus = "accepted" | "refused" | "outdated" | "unknown";

/** Consent holds only for the policy version in force; a newer policy asks again. */
export async function consentStatus(token: string | undefined): Promise<ConsentStatus> {
  if (!token || token.length > 100) return "unknown";
  const [event] = await db()
    .select({ consent: consentEvents.consent, policyVersion: consentEvents.policyVersion })
    .from(consentEvents)
    .where(eq(consentEvents.token, token))
    .orderBy(desc(consentEvents.createdAt))
    .limit(1);
  if (!event) return "unknown";
  if (!event.consent) return "refused";
  const policy = await currentContract(GENERAL_CONTRACT_KEY);
  if (policy && policy.version > event.policyVersion) return "outdated";
  return "accepted";
}
