import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import {
  attendances,
  ceremonies,
  galleryImages,
  memorialVideos,
  planContracts,
  plaqueHashes,
  profileInterests,
  profileKinships,
  profiles,
  tributes,
} from "~/db/schema";
import { recordVisit } from "~/features/attendance/visits.server";
import { insertPlanCatalogue } from "../../../scripts/seed/plans";
import { setupTestDatabase } from "../../../tests/support/database";
import { buildTribute, createProfile, createTribute, createUser, randomPlaqueHash } from "../../../tests/factories";

const { db } = setupTestDatabase();

/**
 * Tables with a foreign key to profiles that are not part of what the memorial page shows, and why.
 * Every other such table must bump profiles.content_version (migration 0007), or the render cache
 * (decision 010) serves a page without the change for up to a minute.
 */
const NOT_CONTENT: Record<string, string> = {
  profile_visits: "the visit counter is written on every visit and never shown on the page",
  music_authorizations:
    "an owner's pending round trip to the music service; the page shows only profiles.playlist_link",
  profile_drafts: "the creation wizard's private work in progress; the page never shows it",
  plan_changes: "the audit of plan changes; the plan the page shows is profiles.type, bumped on the profile row",
  notification_contacts: "the people the owner warns of updates; never shown on the page",
  memorial_update_notices: "the update e-mails' bookkeeping (decision 020), written by the job that reads the version",
  plaque_orders: "where to send the printed plaque: an admin's task, never shown on the memorial page",
  memorial_members:
    "who helps manage the memorial: read per request for the viewer's controls; anonymous pages never show it",
  memorial_invitations: "invitations to manage the memorial, e-mailed to relatives; never shown on the page",
  partner_memorials: "which partner created the memorial, for the partner's list; never shown on the page",
  memorial_cards: "the digital card's design and files, downloaded from the panel; never shown on the page",
  card_print_orders: "the printed cards to produce and send: an admin's task and the panel's status; never on the page",
  keepsake_books: "the keepsake book's selection and private PDFs, downloaded from the panel; never shown on the page",
  followers: "who follows the memorial by e-mail (decision 055); the page never shows them, the panel only counts them",
  claim_attempts: "the security-question tries of relatives claiming the memorial (decision 057); never shown",
  memorial_claims: "relatives' requests to manage the memorial, reviewed by the site's admins; never on the page",
  ceremony_notices:
    "the nota de falecimento's drawn file, keyed by a hash of the ceremonies it shows (which bump the version)",
};

const BUMP_FUNCTIONS = ["memorial_content_changed", "memorial_tributes_changed"];
const EVENTS = [
  { name: "insert", bit: 4, old: false, new: true },
  { name: "update", bit: 16, old: true, new: true },
  { name: "delete", bit: 8, old: true, new: false },
] as const;

/** "table: event" for every table referencing profiles that lacks an enabled bump trigger for it. */
async function missingBumpTriggers(): Promise<string[]> {
  const referencing = await selectRows<{ name: string }>(
    db(),
    sql`select distinct c.relname as name
          from pg_constraint k join pg_class c on c.oid = k.conrelid
         where k.contype = 'f' and k.confrelid = 'profiles'::regclass and k.conrelid <> k.confrelid
         order by 1`,
  );
  const triggers = await selectRows<{ name: string; type: number; old_table: string | null; new_table: string | null }>(
    db(),
    sql`select c.relname as name, t.tgtype::int as type, t.tgoldtable as old_table, t.tgnewtable as new_table
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
         where not t.tgisinternal and t.tgenabled::text <> 'D'
           and p.proname in (${sql.join(
             BUMP_FUNCTIONS.map((name) => sql`${name}`),
             sql`, `,
           )})`,
  );
  const missing: string[] = [];
  for (const { name } of referencing) {
    if (name in NOT_CONTENT) continue;
    for (const event of EVENTS) {
      const covered = triggers.some(
        (t) =>
          t.name === name &&
          (t.type & 1) === 0 && // FOR EACH STATEMENT
          (t.type & 2) === 0 && // AFTER
          (t.type & event.bit) !== 0 &&
          (!event.old || t.old_table !== null) &&
          (!event.new || t.new_table !== null),
      );
      if (!covered) missing.push(`${name}: ${event.name}`);
    }
  }
  return missing;
}

async function versionsOf(ids: readonly string[]): Promise<number[]> {
  const rows = await db()
    .select({ id: profiles.id, version: profiles.contentVersion })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return ids.map((id) => rows.find((row) => row.id === id)?.version ?? Number.NaN);
}

/** Public memorials of one owner, with their plaque hashes unlinked so each table starts empty. */
async function memorials(count: number) {
  const owner = await createUser(db());
  const created = [];
  for (let i = 0; i < count; i++) created.push(await createProfile(db(), { userId: owner.id }));
  const ids = created.map((profile) => profile.id);
  await db().update(plaqueHashes).set({ profileId: null }).where(inArray(plaqueHashes.profileId, ids));
  return { owner, ids };
}

/** How a table's rows are written in the tests: one statement per call, for the given memorials. */
interface MemorialTable {
  name: string;
  /** Whether a memorial can hold several rows (plaque hashes: one each). */
  many: boolean;
  insert(profileIds: string[], userId: string): Promise<unknown>;
  update(profileIds: string[]): Promise<unknown>;
  remove(profileIds: string[]): Promise<unknown>;
}

const tag = () => randomBytes(4).toString("hex");

const TABLES: MemorialTable[] = [
  {
    name: "ceremonies",
    many: true,
    insert: (ids) =>
      db()
        .insert(ceremonies)
        .values(
          ids.map((profileId) => ({
            profileId,
            kind: "velorio" as const,
            startsAt: new Date("2026-12-01T17:00:00Z"),
            visibleUntil: new Date("2026-12-01T20:00:00Z"),
            placeName: "Capela",
          })),
        ),
    update: (ids) => db().update(ceremonies).set({ placeName: "Capela 2" }).where(inArray(ceremonies.profileId, ids)),
    remove: (ids) => db().delete(ceremonies).where(inArray(ceremonies.profileId, ids)),
  },
  {
    name: "tributes",
    many: true,
    insert: (ids) =>
      db()
        .insert(tributes)
        .values(ids.map((profileId) => buildTribute({ profileId, status: "paid" }))),
    update: (ids) => db().update(tributes).set({ body: "Saudades." }).where(inArray(tributes.profileId, ids)),
    remove: (ids) => db().delete(tributes).where(inArray(tributes.profileId, ids)),
  },
  {
    name: "attendances",
    many: true,
    insert: (ids) =>
      db()
        .insert(attendances)
        .values(
          ids.map((profileId) => ({ profileId, name: "Ana", email: `${tag()}@x.example`, cellphone: "11987654321" })),
        ),
    update: (ids) => db().update(attendances).set({ name: "Ana Maria" }).where(inArray(attendances.profileId, ids)),
    remove: (ids) => db().delete(attendances).where(inArray(attendances.profileId, ids)),
  },
  {
    name: "gallery_images",
    many: true,
    insert: (ids) =>
      db()
        .insert(galleryImages)
        .values(ids.map((profileId) => ({ profileId, imagePath: `gallery/${tag()}`, width: 800, height: 600 }))),
    update: (ids) => db().update(galleryImages).set({ width: 640 }).where(inArray(galleryImages.profileId, ids)),
    remove: (ids) => db().delete(galleryImages).where(inArray(galleryImages.profileId, ids)),
  },
  {
    name: "memorial_videos",
    many: false,
    insert: (ids) =>
      db()
        .insert(memorialVideos)
        .values(
          ids.map((profileId) => ({ profileId, source: "photos" as const, jobId: tag(), requestedAt: new Date() })),
        ),
    update: (ids) =>
      db().update(memorialVideos).set({ durationSeconds: 30 }).where(inArray(memorialVideos.profileId, ids)),
    remove: (ids) => db().delete(memorialVideos).where(inArray(memorialVideos.profileId, ids)),
  },
  {
    name: "profile_kinships",
    many: true,
    insert: (ids) =>
      db()
        .insert(profileKinships)
        .values(ids.map((profileId) => ({ profileId, degree: "Filha", name: "Rita" }))),
    update: (ids) =>
      db().update(profileKinships).set({ name: "Rita de Cássia" }).where(inArray(profileKinships.profileId, ids)),
    remove: (ids) => db().delete(profileKinships).where(inArray(profileKinships.profileId, ids)),
  },
  {
    name: "profile_interests",
    many: true,
    insert: (ids) =>
      db()
        .insert(profileInterests)
        .values(ids.map((profileId) => ({ profileId, description: "Pescaria" }))),
    update: (ids) => db().update(profileInterests).set({ position: 2 }).where(inArray(profileInterests.profileId, ids)),
    remove: (ids) => db().delete(profileInterests).where(inArray(profileInterests.profileId, ids)),
  },
  {
    name: "plaque_hashes",
    many: false,
    insert: (ids) =>
      db()
        .insert(plaqueHashes)
        .values(ids.map((profileId) => ({ hash: randomPlaqueHash(), profileId }))),
    update: (ids) => db().update(plaqueHashes).set({ batch: "lote 2" }).where(inArray(plaqueHashes.profileId, ids)),
    remove: (ids) => db().delete(plaqueHashes).where(inArray(plaqueHashes.profileId, ids)),
  },
  {
    name: "plan_contracts",
    many: true,
    insert: async (ids, userId) => {
      await insertPlanCatalogue(db());
      await db()
        .insert(planContracts)
        .values(
          ids.map((profileId) => ({
            profileId,
            userId,
            planId: "Ouro" as const,
            contractKey: "plano-ouro",
            contractVersion: 1,
            amountCents: 19_900,
          })),
        );
    },
    update: (ids) => db().update(planContracts).set({ status: "active" }).where(inArray(planContracts.profileId, ids)),
    remove: (ids) => db().delete(planContracts).where(inArray(planContracts.profileId, ids)),
  },
];

describe("profiles.content_version", () => {
  it("has a bump trigger for every change of every table that references profiles", async () => {
    expect(await missingBumpTriggers()).toEqual([]);
    // Every exemption names a table that still references profiles.
    const referencing = await selectRows<{ name: string }>(
      db(),
      sql`select c.relname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
           where k.contype = 'f' and k.confrelid = 'profiles'::regclass`,
    );
    for (const name of Object.keys(NOT_CONTENT)) expect(referencing.map((row) => row.name)).toContain(name);
    // And the writes below exercise every table the triggers cover.
    expect(TABLES.map((table) => table.name).sort()).toEqual(
      [...new Set(referencing.map((row) => row.name))].filter((name) => !(name in NOT_CONTENT)).sort(),
    );
  });

  it("notices a new table that references profiles without the triggers", async () => {
    await db().execute(sql`create table memorial_notes (profile_id uuid not null references profiles (id))`);
    try {
      const missing = await missingBumpTriggers();
      expect(missing.filter((entry) => entry.startsWith("memorial_notes:"))).toEqual([
        "memorial_notes: insert",
        "memorial_notes: update",
        "memorial_notes: delete",
      ]);
    } finally {
      await db().execute(sql`drop table memorial_notes`);
    }
  });

  for (const table of TABLES) {
    it(`is bumped once per statement per memorial by an insert, update and delete on ${table.name}`, async () => {
      const { owner, ids } = await memorials(3);
      const [a, b, c] = ids as [string, string, string];
      const start = await versionsOf(ids);
      const delta = async () => (await versionsOf(ids)).map((version, i) => version - start[i]!);

      await table.insert(table.many ? [a, a, b] : [a, b], owner.id);
      expect(await delta()).toEqual([1, 1, 0]);
      await table.update([a]);
      expect(await delta()).toEqual([2, 1, 0]);
      await table.update([c]); // no row of c: nothing changed
      expect(await delta()).toEqual([2, 1, 0]);
      await table.remove([a, b]);
      expect(await delta()).toEqual([3, 2, 0]);
    });
  }

  it("bumps both memorials when a plaque moves from one to the other", async () => {
    const { ids } = await memorials(3);
    const [a, b] = ids as [string, string];
    const hash = randomPlaqueHash();
    await db().insert(plaqueHashes).values({ hash, profileId: a });
    const start = await versionsOf(ids);
    await db().update(plaqueHashes).set({ profileId: b }).where(eq(plaqueHashes.hash, hash));
    expect((await versionsOf(ids)).map((v, i) => v - start[i]!)).toEqual([1, 1, 0]);
  });

  it("is bumped once by an edit of the profile row, and not by a write that changes nothing", async () => {
    const { ids } = await memorials(3);
    const [a] = ids as [string];
    const start = await versionsOf(ids);
    // Drizzle sets updated_at too: still one bump, and the bump itself does not bump again.
    await db().update(profiles).set({ bio: "Uma vida de trabalho." }).where(eq(profiles.id, a));
    expect(await versionsOf([a])).toEqual([start[0]! + 1]);
    await db().execute(sql`update profiles set name = name where id = ${a}`);
    expect(await versionsOf([a])).toEqual([start[0]! + 1]);
    // A bulk edit bumps each memorial once.
    await db().execute(sql`update profiles set city = 'Campinas' where id in (${sql.join(ids, sql`, `)})`);
    expect(await versionsOf(ids)).toEqual([start[0]! + 2, start[1]! + 1, start[2]! + 1]);
  });

  it("ignores visits and unsettled tributes, and counts a tribute when it is paid", async () => {
    const { ids } = await memorials(1);
    const [a] = ids as [string];
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, a));
    const start = (await versionsOf([a]))[0]!;

    expect(await recordVisit({ profile: profile!, reason: "public", manage: false, role: null })).toBe(true);
    await recordVisit({ profile: profile!, reason: "public", manage: false, role: null });
    const pending = await createTribute(db(), { profileId: a, status: "pending" });
    const expiring = await createTribute(db(), { profileId: a, status: "pending" });
    await db().update(tributes).set({ status: "expired" }).where(eq(tributes.id, expiring.id));
    await db().delete(tributes).where(eq(tributes.id, expiring.id));
    expect(await versionsOf([a])).toEqual([start]);

    await db().update(tributes).set({ status: "paid", paidAt: new Date() }).where(eq(tributes.id, pending.id));
    expect(await versionsOf([a])).toEqual([start + 1]);
  });

  it("lets a memorial be deleted with everything that belongs to it", async () => {
    const { owner, ids } = await memorials(2);
    const [a, b] = ids as [string, string];
    for (const table of TABLES) await table.insert([a], owner.id);
    const before = await versionsOf([b]);
    await db().delete(profiles).where(eq(profiles.id, a));
    expect(await versionsOf([a, b])).toEqual([Number.NaN, before[0]]);
    const [linked] = await db().select().from(plaqueHashes).where(eq(plaqueHashes.profileId, a));
    expect(linked).toBeUndefined();
  });

  it("counts, for any sequence of statements, one bump per statement that changed a memorial's rows", async () => {
    const { owner, ids } = await memorials(3);
    const statement = fc.record({
      table: fc.constantFrom(...TABLES.filter((table) => table.many)),
      op: fc.constantFrom("insert", "update", "remove"),
      targets: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(statement, { minLength: 1, maxLength: 8 }), async (statements) => {
        // The model: how many rows each table holds per memorial, and the bumps expected.
        const rows = new Map<string, number>();
        for (const table of TABLES) for (const id of ids) rows.set(`${table.name}:${id}`, 0);
        for (const table of TABLES) await table.remove(ids);
        const start = await versionsOf(ids);
        const expected = [0, 0, 0];
        for (const { table, op, targets } of statements) {
          const chosen = targets.map((i) => ids[i]!);
          const touched = new Set<number>();
          if (op === "insert") {
            await table.insert(chosen, owner.id);
            for (const i of targets) {
              rows.set(`${table.name}:${ids[i]}`, rows.get(`${table.name}:${ids[i]}`)! + 1);
              touched.add(i);
            }
          } else {
            await (op === "update" ? table.update(chosen) : table.remove(chosen));
            for (const i of new Set(targets)) {
              if (rows.get(`${table.name}:${ids[i]}`)! > 0) touched.add(i);
              if (op === "remove") rows.set(`${table.name}:${ids[i]}`, 0);
            }
          }
          for (const i of touched) expected[i] = expected[i]! + 1;
        }
        expect((await versionsOf(ids)).map((v, i) => v - start[i]!)).toEqual(expected);
      }),
      { seed: 20261123, numRuns: 25 },
    );
  });
});
