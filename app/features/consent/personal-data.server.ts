import { asc, eq } from "drizzle-orm";
import { consentEvents } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * A person's consent answers. Erasure keeps them: they are the legal proof of consent (LGPD art. 16,
 * II; decision 003), append-only in the database itself, and name only the erased account's
 * tombstone once the account is gone (decision 058).
 */
export const consentPersonalData: PersonalDataSource = {
  name: "consent",
  tables: { consent_events: ["user_id", "ip", "user_agent"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        consent: consentEvents.consent,
        policyKey: consentEvents.policyKey,
        policyVersion: consentEvents.policyVersion,
        ip: consentEvents.ip,
        userAgent: consentEvents.userAgent,
        metadata: consentEvents.metadata,
        createdAt: consentEvents.createdAt,
      })
      .from(consentEvents)
      .where(eq(consentEvents.userId, subject.userId))
      .orderBy(asc(consentEvents.createdAt));
    return { consent_events: rows };
  },
  async eraseFor() {
    // Kept on purpose: see above.
  },
};
