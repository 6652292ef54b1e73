import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ceremonies, profiles } from "~/db/schema";
import { useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { CEREMONY_ANNOUNCED_JOB, upcomingCeremonies } from "~/features/ceremonies/index.server";
import { CEREMONY_MESSAGES } from "~/features/ceremonies";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { setMailer } from "~/integrations/mail/mail.server";
import { jobIdsOf } from "~/shared/jobs/jobs.test-helpers";
import { setupTestDatabase } from "../../../../tests/support/database";
import { insertPlanCatalogue } from "../../../../scripts/seed/plans";
import { createSimplifiedProfile } from "./simplified-profile.server";
import { ceremoniesStepSchema, partnerCeremonies, simplifiedFormSchema } from "./simplified-profile.schema";

const { db } = setupTestDatabase();
/** Wednesday 10 Mar 2026, 09:00 in São Paulo. */
const NOW = new Date("2026-03-10T12:00:00Z");

beforeEach(async () => {
  await useTempOutbox();
});
afterEach(() => setMailer(undefined));

let sequence = 0;
function form(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    hasPlaque: "nao",
    name: "José da Silva",
    gender: "Homem",
    deathDate: "2026-03-09",
    customerName: "Ana Silva",
    customerEmail: `ana.cerimonias${sequence}@cliente.example`,
    customerPassword: "senha-forte-1",
    plan: "Ouro",
    idempotencyKey: `simplified-ceremonies-${sequence}`,
    ...overrides,
  };
}

async function partner() {
  const user = await signedInUser(db(), { type: "partner" });
  await fundWallet(user.id, 1_000_000);
  return user;
}

describe("the partner wizard's ceremonies step", () => {
  beforeEach(async () => {
    await insertPlanCatalogue(db()).catch(() => undefined);
  });

  it("adds the velório and the sétimo dia with the memorial, through the ceremonies service", async () => {
    const actor = await partner();
    const created = await createSimplifiedProfile(
      actor,
      form({
        velorioDate: "2026-03-11",
        velorioTime: "14:00",
        velorioPlace: "Capela Bom Pastor",
        velorioAddress: "Rua Um, 1, Campinas/SP",
        setimoKind: "culto_7",
        setimoDate: "2026-03-16",
        setimoTime: "19:30",
        setimoPlace: "Igreja Batista Central",
      }),
      NOW,
    );
    const upcoming = await upcomingCeremonies(created.profileId, NOW);
    expect(upcoming.map((c) => [c.label, c.startsAt, c.placeName])).toEqual([
      ["Velório", "2026-03-11T17:00:00.000Z", "Capela Bom Pastor"],
      ["Culto de 7º dia", "2026-03-16T22:30:00.000Z", "Igreja Batista Central"],
    ]);
    const rows = await db().select().from(ceremonies).where(eq(ceremonies.profileId, created.profileId));
    expect(rows.every((row) => row.createdByUserId === actor.id)).toBe(true);
    expect(await jobIdsOf(db(), CEREMONY_ANNOUNCED_JOB)).toHaveLength(2);
  });

  it("keeps the ceremonies when the route's parsed form is parsed again by the service", async () => {
    const fields = form({ velorioDate: "2026-03-11", velorioTime: "14:00", velorioPlace: "Capela" });
    const parsed = simplifiedFormSchema().parse(fields);
    const created = await createSimplifiedProfile(await partner(), parsed, NOW);
    expect((await upcomingCeremonies(created.profileId, NOW)).map((c) => c.label)).toEqual(["Velório"]);
  });

  it("creates the memorial without ceremonies when the step is skipped", async () => {
    const created = await createSimplifiedProfile(await partner(), form(), NOW);
    const [n] = await db().select({ n: count() }).from(ceremonies).where(eq(ceremonies.profileId, created.profileId));
    expect(n!.n).toBe(0);
    expect(await jobIdsOf(db(), CEREMONY_ANNOUNCED_JOB)).toEqual([]);
  });

  it("refuses a half-filled ceremony on its step and creates nothing", async () => {
    const [before] = await db().select({ n: count() }).from(profiles);
    await expect(
      createSimplifiedProfile(await partner(), form({ velorioDate: "2026-03-11", velorioPlace: "Capela" }), NOW),
    ).rejects.toMatchObject({ status: 400, fields: { velorioTime: CEREMONY_MESSAGES.timeInvalid } });
    await expect(
      createSimplifiedProfile(
        await partner(),
        form({
          velorioDate: "2026-03-11",
          velorioTime: "14:00",
          velorioPlace: "Capela",
          velorioAddress: "x".repeat(300),
        }),
        NOW,
      ),
    ).rejects.toMatchObject({ status: 400, fields: { velorioDate: CEREMONY_MESSAGES.addressTooLong } });
    const [after] = await db().select({ n: count() }).from(profiles);
    expect(after!.n).toBe(before!.n);
    expect(await db().select().from(ceremonies)).toEqual([]);
  });

  it("checks each slot in the browser's step the same way", () => {
    expect(partnerCeremonies(ceremoniesStepSchema.parse({}))).toEqual([]);
    const refused = ceremoniesStepSchema.safeParse({
      despedidaDate: "2026-03-11",
      despedidaTime: "10:00",
      despedidaPlace: "Cemitério",
    });
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["despedidaKind"]);
  });
});
