import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { hashSecurityAnswer } from "~/features/profile-editor/store/security-answers.server";
import { usernameBase } from "../../tests/factories";

/**
 * Demo memorials whose security questions have known answers, so a relative can claim them
 * (decision 057). Neusa's administrator is the partner's customer who never signed in: a claim of
 * it may be approved at once (the memorial has no active administrator) and transfers it.
 */
export const DEMO_CLAIMABLE = [
  {
    name: "Neusa Terezinha Machado",
    answers: { motherName: "Zulmira Terezinha Machado", motherSpouse: "Osvaldo Machado", motherHometown: "Pelotas" },
  },
  {
    name: "Stanislaw Kowalski",
    answers: { motherName: "Halina Kowalska", motherSpouse: "Jan Kowalski", motherHometown: "Cracóvia" },
  },
] as const;

export const DEMO_CLAIMABLE_USERNAMES = DEMO_CLAIMABLE.map((memorial) => usernameBase(memorial.name));

export async function seedClaimableAnswers(database: Database): Promise<void> {
  const rows = await database
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(
      inArray(
        profiles.name,
        DEMO_CLAIMABLE.map((m) => m.name),
      ),
    );
  for (const memorial of DEMO_CLAIMABLE) {
    const row = rows.find((r) => r.name === memorial.name);
    if (!row) continue;
    await database
      .update(profiles)
      .set({
        securityMotherNameHash: await hashSecurityAnswer(memorial.answers.motherName),
        securityMotherSpouseHash: await hashSecurityAnswer(memorial.answers.motherSpouse),
        securityMotherHometownHash: await hashSecurityAnswer(memorial.answers.motherHometown),
      })
      .where(eq(profiles.id, row.id));
  }
}
