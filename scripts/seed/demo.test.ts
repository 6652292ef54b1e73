import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import {
  attendances,
  cemeteries,
  galleryImages,
  partnerMemorials,
  planContracts,
  plaqueHashes,
  profileInterests,
  profileKinships,
  profiles,
  tributes,
  users,
} from "~/db/schema";
import { localStorage } from "~/integrations/storage/storage.server";
import { verifySecret } from "~/shared/auth/password.server";
import { IMAGE_WIDTHS } from "~/shared/images/variants.server";
import { isValidCnpj } from "~/shared/validation/cnpj";
import { setupTestDatabase } from "../../tests/support/database";
import { BIRTHDAY_PROFILE_USERNAME, DEMO_PARTNER, DEMO_USER, seedDemoContent, type SeedSummary } from "./demo";
import { birthDateFor, DEMO_PEOPLE, saoPauloDate } from "./people";
import { insertPlanCatalogue } from "./plans";

const { db } = setupTestDatabase();

// Noon in São Paulo on 10 March 2025.
const today = new Date("2025-03-10T15:00:00Z");
let root: string;
let summary: SeedSummary;
let seconds: number;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-seed-"));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function seed(): Promise<void> {
  await insertPlanCatalogue(db());
  const started = Date.now();
  summary = await seedDemoContent(db(), localStorage(root), { today });
  seconds = (Date.now() - started) / 1000;
}

const count = async (table: Parameters<ReturnType<typeof db>["$count"]>[0]) => db().$count(table);

describe("demo seed", { timeout: 120_000 }, () => {
  it("fills every part of the product with content", async () => {
    await seed();
    console.info(`demo seed: ${seconds.toFixed(1)}s`, JSON.stringify(summary));

    expect(await count(cemeteries)).toBeGreaterThanOrEqual(10);
    expect(await db().$count(cemeteries, eq(cemeteries.built, false))).toBeGreaterThanOrEqual(3);
    expect(await count(profiles)).toBeGreaterThanOrEqual(40);
    const plans = await selectRows<{ type: string; n: number }>(
      db(),
      sql`select type, count(*)::int as n from profiles group by type`,
    );
    expect(Object.fromEntries(plans.map((p) => [p.type, p.n]))).toMatchObject({
      Free: expect.any(Number),
      Ouro: expect.any(Number),
      Platina: expect.any(Number),
      Diamante: expect.any(Number),
    });
    for (const plan of plans) expect(plan.n).toBeGreaterThanOrEqual(6);
    const genders = await selectRows<{ gender: string }>(db(), sql`select distinct gender from profiles`);
    expect(genders.map((g) => g.gender).sort()).toEqual(["Homem", "Mulher", "Outro"]);
    expect(await db().$count(profiles, eq(profiles.access, "Private"))).toBe(3);
    expect(await db().$count(profiles, eq(profiles.activatedByUser, false))).toBe(2);

    const types = await selectRows<{ type: string; n: number }>(
      db(),
      sql`select type, count(*)::int as n from tributes where status = 'paid' group by type`,
    );
    expect(types.map((t) => t.type).sort()).toEqual(["Candle", "Flower", "Message", "Photo"]);
    expect(await count(tributes)).toBeGreaterThanOrEqual(150);
    expect(await db().$count(tributes, eq(tributes.status, "pending"))).toBeGreaterThan(0);
    expect(await count(attendances)).toBeGreaterThanOrEqual(80);
    expect(await count(galleryImages)).toBeGreaterThanOrEqual(24);
    expect(await count(profileKinships)).toBeGreaterThanOrEqual(30);
    expect(await count(profileInterests)).toBeGreaterThanOrEqual(45);
    expect(await db().$count(plaqueHashes, sql`${plaqueHashes.profileId} is null`)).toBeGreaterThan(0);
    expect(summary.profiles).toBe(await count(profiles));
    expect(summary.tributes).toBe(await count(tributes));
  });

  it("gives every paid memorial (the Diamante ones too) a religious reference and messages to relatives, no Free one", async () => {
    await seed();
    const rows = await selectRows<{ type: string; referenced: number; total: number; messages: number }>(
      db(),
      sql`select p.type,
                 count(*) filter (where p.religious_reference_id is not null or p.religious_reference_text is not null)::int as referenced,
                 count(*)::int as total,
                 (select count(*)::int from profile_kinships k join profiles q on q.id = k.profile_id
                   where q.type = p.type and k.message is not null) as messages
            from profiles p group by p.type`,
    );
    for (const row of rows) {
      if (row.type === "Free") expect(row).toMatchObject({ referenced: 0, messages: 0 });
      else {
        expect(row.referenced, row.type).toBe(row.total);
        expect(row.messages, row.type).toBeGreaterThan(0);
      }
    }
  });

  it("lights candles that still burn today and others long extinguished", async () => {
    await seed();
    const [row] = await selectRows<{ burning: number; out: number; badPending: number }>(
      db(),
      sql`select count(*) filter (where burns_until > ${today.toISOString()}::timestamptz)::int as burning,
                 count(*) filter (where burns_until <= ${today.toISOString()}::timestamptz)::int as out,
                 (select count(*)::int from tributes where status = 'pending' and (paid_at is not null or burns_until is not null)) as "badPending"
          from tributes where type = 'Candle' and status = 'paid'`,
    );
    expect(row!.burning).toBeGreaterThanOrEqual(5);
    expect(row!.out).toBeGreaterThanOrEqual(20);
    expect(row!.badPending).toBe(0);
    const [prices] = await selectRows<{ wrong: number }>(
      db(),
      sql`select count(*)::int as wrong from tributes where not (
            (type = 'Candle' and ((candle_days = 7 and amount_cents = 499) or (candle_days = 14 and amount_cents = 899)))
            or (type = 'Message' and amount_cents = 250) or (type = 'Photo' and amount_cents = 749 and image_path is not null)
            or (type = 'Flower' and amount_cents = 0))`,
    );
    expect(prices!.wrong).toBe(0);
    const oldest = await selectRows<{ days: number }>(
      db(),
      sql`select extract(day from ${today.toISOString()}::timestamptz - min(created_at))::int as days from tributes`,
    );
    expect(oldest[0]!.days).toBeGreaterThan(300);
    expect(oldest[0]!.days).toBeLessThanOrEqual(550);
  });

  it("has exactly one birthday today (São Paulo time) and no memorial in an unbuilt cemetery", async () => {
    await seed();
    const birthdays = await selectRows<{ username: string; year: number }>(
      db(),
      sql`select username, extract(year from birth_date)::int as year from profiles
          where extract(month from birth_date) = 3 and extract(day from birth_date) = 10`,
    );
    expect(birthdays).toHaveLength(1);
    expect(birthdays[0]!.username).toBe(BIRTHDAY_PROFILE_USERNAME);
    expect(birthdays[0]!.year).toBeLessThan(2025);

    const unbuilt = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(cemeteries, eq(cemeteries.id, profiles.cemeteryId))
      .where(eq(cemeteries.built, false));
    expect(unbuilt).toEqual([]);
    const mismatched = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from profiles p join cemeteries c on c.id = p.cemetery_id
          where p.city <> c.city or p.state <> c.state`,
    );
    expect(mismatched[0]!.n).toBe(0);
    const dates = await selectRows<{ bad: number }>(
      db(),
      sql`select count(*)::int as bad from profiles where not (birth_date < death_date and death_date < ${"2025-03-10"}::date
            and birth_date >= '1920-01-01' and birth_date < '1991-01-01')`,
    );
    expect(dates[0]!.bad).toBe(0);
  });

  it("creates the demo accounts with their documented passwords", async () => {
    await seed();
    const [demo] = await db().select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(demo?.name).toBe("Ana Souza");
    expect(demo?.cellphone).toMatch(/^\d{11}$/);
    expect(await verifySecret(DEMO_USER.password, demo!.passwordHash)).toBe(true);
    expect(await db().$count(profiles, eq(profiles.userId, demo!.id))).toBeGreaterThanOrEqual(4);
    expect(
      await db().$count(profiles, and(eq(profiles.userId, demo!.id), eq(profiles.access, "Private"))),
    ).toBeGreaterThanOrEqual(1);

    const [partner] = await db().select().from(users).where(eq(users.email, DEMO_PARTNER.email));
    expect(partner?.type).toBe("partner");
    expect(isValidCnpj(partner!.document!)).toBe(true);
    expect(await verifySecret(DEMO_PARTNER.password, partner!.passwordHash)).toBe(true);
    const customers = await db().select().from(users).where(eq(users.createdByUserId, partner!.id));
    expect(customers.length).toBeGreaterThanOrEqual(2);
    expect(customers.some((c) => !c.active)).toBe(true);
    // The partner's area lists its customers' memorials, some still waiting for the customer.
    const created = await db().select().from(partnerMemorials).where(eq(partnerMemorials.partnerId, partner!.id));
    expect(created.length).toBeGreaterThanOrEqual(customers.length);
    expect(created.some((row) => row.completedAt === null)).toBe(true);
    expect(created.some((row) => row.completedAt !== null)).toBe(true);

    const contracts = await db().select().from(planContracts);
    expect(contracts.length).toBe(await db().$count(profiles, sql`${profiles.type} <> 'Free'`));
    for (const c of contracts) {
      expect(c.contractKey).toBe(`contrato_plano_${c.planId.toLowerCase()}`);
      expect(c.endsAt!.getTime() - c.startsAt!.getTime()).toBe(180 * 24 * 3600 * 1000);
    }
  });

  it("writes natural Portuguese with accents and real images on disk", async () => {
    await seed();
    const cities = (await db().select({ city: cemeteries.city }).from(cemeteries)).map((c) => c.city);
    expect(cities).toEqual(expect.arrayContaining(["São Paulo", "Belém", "João Pessoa", "Florianópolis", "Brasília"]));
    const [profile] = await db().select().from(profiles).where(eq(profiles.username, BIRTHDAY_PROFILE_USERNAME));
    expect(profile!.name).toBe("Maria Aparecida dos Santos");
    expect(profile!.description).toMatch(/10 de março de 1941/);
    const stories = await db().select({ description: profiles.description, bio: profiles.bio }).from(profiles);
    expect(new Set(stories.map((s) => s.description)).size).toBe(stories.length);
    for (const { description, bio } of stories) {
      const words = description!.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(400);
      expect(bio!.length).toBeGreaterThanOrEqual(70);
      expect(bio!.length).toBeLessThanOrEqual(200);
    }

    for (const width of IMAGE_WIDTHS) {
      // Each width in JPEG, WebP and AVIF (decision 050).
      for (const [extension, format] of [
        ["jpg", "jpeg"],
        ["webp", "webp"],
        ["avif", "heif"],
      ]) {
        const file = path.join(root, `${profile!.imagePath}-${width}.${extension}`);
        const meta = await sharp(await fs.readFile(file)).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width);
      }
    }
    const [gallery] = await db().select().from(galleryImages).limit(1);
    const meta = await sharp(path.join(root, `${gallery!.imagePath}-1200.jpg`)).metadata();
    expect([meta.width, meta.height]).toEqual([gallery!.width, gallery!.height]);
  });

  it("keeps the birthday of the day unique on every day of the year, in São Paulo time", () => {
    expect(saoPauloDate(new Date("2025-03-11T02:30:00Z"))).toBe("2025-03-10");
    for (let day = 0; day < 366; day++) {
      const when = new Date(Date.UTC(2024, 0, 1 + day, 15));
      const monthDay = saoPauloDate(when).slice(5);
      const born = DEMO_PEOPLE.filter((person) => birthDateFor(person, when).slice(5) === monthDay);
      expect(born.map((p) => p.name)).toEqual(["Maria Aparecida dos Santos"]);
    }
  });
});
