/**
 * Demo content for an empty database: families, a partner funeral home, cemeteries across
 * Brazil, memorials with life stories, family trees, galleries, tributes and attendances.
 * Deterministic for a given `today`, except for secrets (access tokens, plaque hashes).
 */
import type { Database } from "~/db/client.server";
import {
  attendances,
  cemeteries,
  partnerMemorials,
  planContracts,
  plaqueHashes,
  profileInterests,
  profileKinships,
  profiles,
  tributes,
} from "~/db/schema";
import type { Storage } from "~/integrations/storage/storage.server";
import { seedClaimableAnswers } from "./claims";
import { seedCeremonies } from "./ceremonies";
import { seedDeliverables } from "./deliverables";
import { cnpjCheckDigits } from "~/shared/validation/cnpj";
import {
  addDays,
  type AttendanceValues,
  createGalleryImage,
  createUser,
  randomPlaqueHash,
  type TributeValues,
} from "../../tests/factories";
import { CEMETERIES, type CemeteryKey } from "./data/cemeteries";
import type { PlanType } from "./data/person";
import { DEMO_PARTNER, DEMO_PARTNER_CNPJ_BASE, DEMO_USER, FAMILY_USERS } from "./data/users";
import { demoReference, demoRelativeMessage } from "./faith";
import { prepareMedia } from "./media";
import { planProfiles } from "./people";
import { createRandom } from "./random";
import { buildVisits } from "./visitors";

export { DEMO_PARTNER, DEMO_USER } from "./data/users";
export { BIRTHDAY_PROFILE_USERNAME, DEMO_PEOPLE } from "./people";

export interface SeedSummary {
  users: number;
  cemeteries: number;
  unbuiltCemeteries: number;
  profiles: number;
  profilesByPlan: Record<PlanType, number>;
  privateProfiles: number;
  inactiveProfiles: number;
  kinships: number;
  interests: number;
  galleryImages: number;
  tributes: number;
  tributesByType: Record<TributeValues["type"], number>;
  pendingTributes: number;
  burningCandles: number;
  attendances: number;
  plaqueHashes: number;
  unlinkedPlaqueHashes: number;
  planContracts: number;
  ceremonies: number;
  /** Images stored, each as nine variants (three widths in JPEG, WebP and AVIF). */
  storedImages: number;
}

const PLAN_PRICES: Record<Exclude<PlanType, "Free">, number> = { Ouro: 50_000, Platina: 75_000, Diamante: 100_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
const UNLINKED_PLAQUES = 6;

function countBy<T, K extends string>(items: T[], key: (item: T) => K, keys: readonly K[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const item of items) counts[key(item)] += 1;
  return counts;
}

async function seedUsers(database: Database, today: Date): Promise<Record<string, { id: string; name: string }>> {
  const longAgo = (days: number) => new Date(today.getTime() - days * DAY_MS);
  const demo = await createUser(database, { ...DEMO_USER, cellphone: "11987654321", createdAt: longAgo(1100) });
  const partner = await createUser(database, {
    ...DEMO_PARTNER,
    type: "partner",
    document: DEMO_PARTNER_CNPJ_BASE + cnpjCheckDigits(DEMO_PARTNER_CNPJ_BASE),
    cellphone: "11940028922",
    createdAt: longAgo(1200),
  });
  const owners: Record<string, { id: string; name: string }> = { demo, partner };
  for (const [i, family] of FAMILY_USERS.entries()) {
    owners[family.key] = await createUser(database, {
      name: family.name,
      email: family.email,
      cellphone: family.cellphone,
      createdByUserId: family.byPartner ? partner.id : null,
      active: family.active ?? true,
      createdAt: longAgo(1050 - i * 20),
    });
  }
  return owners;
}

export async function seedDemoContent(
  database: Database,
  storage: Storage,
  options: { today: Date },
): Promise<SeedSummary> {
  const { today } = options;
  const rng = createRandom(1931);
  const media = await prepareMedia(storage);
  const owners = await seedUsers(database, today);

  const cemeteryRows = await database
    .insert(cemeteries)
    .values(
      CEMETERIES.map((c, i) => ({
        name: c.name,
        city: c.city,
        state: c.state,
        built: c.built,
        imagePath: media.cemeteries[i % media.cemeteries.length]!.imagePath,
        createdAt: new Date(today.getTime() - (1300 - i) * DAY_MS),
      })),
    )
    .returning({ id: cemeteries.id });
  const cemeteryIds = Object.fromEntries(CEMETERIES.map((c, i) => [c.key, cemeteryRows[i]!.id])) as Record<
    CemeteryKey,
    number
  >;

  const ownerIds = Object.fromEntries(Object.entries(owners).map(([key, user]) => [key, user.id]));
  const planned = planProfiles(rng, today, media, ownerIds, cemeteryIds);
  const inserted = await database
    .insert(profiles)
    .values(planned.map((p, i) => ({ ...p.values, ...demoReference(p.values.religion, p.values.type as PlanType, i) })))
    .returning({ id: profiles.id, username: profiles.username });
  const idOf = new Map(inserted.map((row) => [row.username, row.id]));
  const rows = planned.map((p) => ({ ...p, id: idOf.get(p.values.username)! }));

  // The partner's area on /profiles lists the memorials of the customers it opened accounts for
  // (decision 043): those of an active customer that are activated count as completed.
  const customers = new Map(FAMILY_USERS.filter((f) => f.byPartner).map((f) => [ownerIds[f.key]!, f]));
  const byPartner = rows.filter((p) => customers.has(p.values.userId));
  if (byPartner.length) {
    await database.insert(partnerMemorials).values(
      byPartner.map((p) => ({
        profileId: p.id,
        partnerId: owners.partner!.id,
        createdAt: p.values.createdAt,
        completedAt:
          customers.get(p.values.userId)!.active !== false && p.values.activatedByUser
            ? new Date(Math.min(p.values.createdAt.getTime() + 2 * DAY_MS, today.getTime()))
            : null,
      })),
    );
  }

  const kinships = rows.flatMap((p, i) =>
    p.kin.map((k, position) => ({
      profileId: p.id,
      degree: k.degree,
      name: k.name,
      position,
      message: demoRelativeMessage(p.values.type as PlanType, i, position),
    })),
  );
  const interests = rows.flatMap((p) =>
    (p.person.interests ?? []).map((description, position) => ({ profileId: p.id, description, position })),
  );
  if (kinships.length) await database.insert(profileKinships).values(kinships);
  if (interests.length) await database.insert(profileInterests).values(interests);

  // Plaque hashes: one linked to each memorial, and a few pre-printed ones waiting for a memorial.
  const hashes = new Set<string>();
  while (hashes.size < rows.length + UNLINKED_PLAQUES) hashes.add(randomPlaqueHash());
  const [linked, unlinked] = [[...hashes].slice(0, rows.length), [...hashes].slice(rows.length)];
  await database.insert(plaqueHashes).values([
    ...rows.map((p, i) => ({
      hash: linked[i]!,
      profileId: p.id,
      createdAt: p.values.createdAt,
      linkedAt: p.values.createdAt,
    })),
    ...unlinked.map((hash) => ({ hash, batch: "demo", createdAt: new Date(today.getTime() - 90 * DAY_MS) })),
  ]);

  // Galleries, through the factory, with photos taken from the pool.
  let galleryImages = 0;
  for (const p of rows) {
    const count = p.person.gallery ?? 0;
    for (const image of rng.sample(media.gallery, count)) {
      const offset = rng.range(0.1, 30) * DAY_MS;
      const createdAt = new Date(Math.min(p.values.createdAt.getTime() + offset, today.getTime() - 60_000));
      await createGalleryImage(database, { profileId: p.id, ...image, createdAt });
      galleryImages += 1;
    }
  }

  // Paid memorials have an active contract for their plan.
  const contracts = rows
    .filter((p) => p.values.type !== "Free")
    .map((p) => {
      const type = p.values.type as Exclude<PlanType, "Free">;
      const startsAt = new Date(today.getTime() - rng.int(5, 150) * DAY_MS);
      return {
        profileId: p.id,
        userId: p.values.userId,
        planId: type,
        contractKey: `contrato_plano_${type.toLowerCase()}`,
        contractVersion: 1,
        amountCents: PLAN_PRICES[type],
        status: "active" as const,
        startsAt,
        endsAt: addDays(startsAt, 180),
        createdAt: startsAt,
      };
    });
  const contractIds = contracts.length
    ? await database.insert(planContracts).values(contracts).returning({ id: planContracts.id })
    : [];

  await seedDeliverables(database, { today, rows, contracts, contractIds, demoOwnerId: owners.demo!.id });
  await seedClaimableAnswers(database);
  const ceremonyCount = await seedCeremonies(database, { today, rows, demoOwnerId: owners.demo!.id });

  // Visitors: only memorials the family activated receive them.
  const visible = rows.filter((p) => p.values.activatedByUser);
  const burning = new Set(
    rng
      .sample(
        visible.filter((p) => p.values.access === "Public"),
        12,
      )
      .map((p) => p.id),
  );
  const pending = new Set(rng.sample(visible, 6).map((p) => p.id));
  const allTributes: TributeValues[] = [];
  const allAttendances: AttendanceValues[] = [];
  for (const p of visible) {
    const owner = Object.values(owners).find((o) => o.id === p.values.userId)!;
    const visits = buildVisits(
      rng,
      today,
      {
        id: p.id,
        createdAt: p.values.createdAt,
        type: p.values.type as PlanType,
        nick: p.person.surname,
        state: p.values.state!,
        kin: p.kin,
        owner,
        private: p.values.access === "Private",
      },
      media.tributes,
      { burning: burning.has(p.id), pending: pending.has(p.id) },
    );
    allTributes.push(...visits.tributes);
    allAttendances.push(...visits.attendances);
  }
  await database.insert(tributes).values(allTributes);
  await database.insert(attendances).values(allAttendances);

  return {
    users: Object.keys(owners).length,
    cemeteries: CEMETERIES.length,
    unbuiltCemeteries: CEMETERIES.filter((c) => !c.built).length,
    profiles: rows.length,
    profilesByPlan: countBy(rows, (p) => p.values.type as PlanType, ["Free", "Ouro", "Platina", "Diamante"]),
    privateProfiles: rows.filter((p) => p.values.access === "Private").length,
    inactiveProfiles: rows.filter((p) => !p.values.activatedByUser).length,
    kinships: kinships.length,
    interests: interests.length,
    galleryImages,
    tributes: allTributes.length,
    tributesByType: countBy(allTributes, (t) => t.type, ["Candle", "Flower", "Message", "Photo"]),
    pendingTributes: allTributes.filter((t) => t.status === "pending").length,
    burningCandles: allTributes.filter((t) => t.status === "paid" && t.burnsUntil && t.burnsUntil > today).length,
    attendances: allAttendances.length,
    plaqueHashes: hashes.size,
    unlinkedPlaqueHashes: unlinked.length,
    planContracts: contracts.length,
    ceremonies: ceremonyCount,
    storedImages: media.stored,
  };
}
