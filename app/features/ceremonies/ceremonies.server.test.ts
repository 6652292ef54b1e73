import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ceremonies, memorialMembers, partnerMemorials } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { jobIdsOf } from "~/shared/jobs/jobs.test-helpers";
import { createCemetery, createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { CEREMONY_MESSAGES as M } from "./ceremonies.constants";
import {
  addCeremony,
  CEREMONY_ANNOUNCED_JOB,
  ceremonyForAnnouncement,
  ceremonyValues,
  listCeremonies,
  removeCeremony,
  upcomingCeremonies,
  updateCeremony,
} from "./ceremonies.server";
import { ceremoniesPersonalData } from "./ceremonies-personal-data.server";
import { NOTA_RENDER_JOB } from "./nota-job.server";

const { db } = setupTestDatabase();

type Actor = ReturnType<typeof actorOf>;
let owner: Actor;
let administrator: Actor;
let editor: Actor;
let partner: Actor;
let otherPartner: Actor;
let stranger: Actor;
let siteAdmin: Actor;
let profileId: string;

/** Thursday 26 Nov 2026, 09:00 in São Paulo. */
const NOW = new Date("2026-11-26T12:00:00Z");

const velorio = {
  kind: "velorio",
  date: "2026-11-27",
  time: "14:00",
  endTime: "17:30",
  placeName: "Capela Ecumênica",
  placeAddress: "Rua das Flores, 10, Campinas/SP",
};

beforeEach(async () => {
  owner = actorOf(await createUser(db()));
  administrator = actorOf(await createUser(db()));
  editor = actorOf(await createUser(db()));
  partner = actorOf(await createUser(db(), { type: "partner" }));
  otherPartner = actorOf(await createUser(db(), { type: "partner" }));
  stranger = actorOf(await createUser(db()));
  siteAdmin = actorOf(await createUser(db(), { type: "admin" }));
  const profile = await createProfile(db(), { userId: owner.id });
  profileId = profile.id;
  await db()
    .insert(memorialMembers)
    .values([
      { profileId, userId: administrator.id, role: "administrator" },
      { profileId, userId: editor.id, role: "editor" },
    ]);
  await db().insert(partnerMemorials).values({ profileId, partnerId: partner.id });
});

describe("who may manage a memorial's ceremonies", () => {
  it("lets the owner, an administrator, the partner that created it and a site admin add one", async () => {
    for (const actor of [owner, administrator, partner, siteAdmin]) {
      const added = await addCeremony(actor, profileId, velorio, NOW);
      expect(added.label).toBe("Velório");
    }
    const rows = await db().select().from(ceremonies).where(eq(ceremonies.profileId, profileId));
    expect(rows.map((r) => r.createdByUserId).sort()).toEqual(
      [owner.id, administrator.id, partner.id, siteAdmin.id].sort(),
    );
  });

  it("refuses an editor, another partner, a stranger and nobody, and writes nothing", async () => {
    for (const actor of [editor, otherPartner, stranger]) {
      await expect(addCeremony(actor, profileId, velorio, NOW)).rejects.toMatchObject({
        status: 403,
        message: M.forbidden,
      });
    }
    await expect(addCeremony(null, profileId, velorio, NOW)).rejects.toMatchObject({ status: 401 });
    await expect(addCeremony(owner, "not-a-uuid", velorio, NOW)).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(ceremonies)).toEqual([]);
    expect(await jobIdsOf(db(), CEREMONY_ANNOUNCED_JOB)).toEqual([]);
  });

  it("refuses to change or remove for those who may not, and a ceremony of another memorial", async () => {
    const added = await addCeremony(owner, profileId, velorio, NOW);
    await expect(updateCeremony(editor, profileId, added.id, velorio, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(removeCeremony(stranger, profileId, added.id)).rejects.toMatchObject({ status: 403 });
    await expect(listCeremonies(editor, profileId)).rejects.toMatchObject({ status: 403 });
    const other = await createProfile(db(), { userId: stranger.id });
    await expect(removeCeremony(stranger, other.id, added.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateCeremony(stranger, other.id, added.id, velorio, NOW)).rejects.toMatchObject({ status: 404 });
    expect((await listCeremonies(owner, profileId)).map((c) => c.id)).toEqual([added.id]);
  });
});

describe("a ceremony's fields", () => {
  it("stores the São Paulo wall-clock time as the right instant and owes the announcement and the nota", async () => {
    const added = await addCeremony(owner, profileId, velorio, NOW);
    expect(added.startsAt).toBe("2026-11-27T17:00:00.000Z");
    expect(added.endsAt).toBe("2026-11-27T20:30:00.000Z");
    expect(added.when).toBe("sexta-feira, 27/11/2026, das 14h00 às 17h30");
    expect(added.mapUrl).toBe(
      "https://www.google.com/maps/search/?api=1&query=Capela%20Ecum%C3%AAnica%2C%20Rua%20das%20Flores%2C%2010%2C%20Campinas%2FSP",
    );
    expect(await jobIdsOf(db(), CEREMONY_ANNOUNCED_JOB)).toHaveLength(1);
    expect(await jobIdsOf(db(), NOTA_RENDER_JOB)).toHaveLength(1);
  });

  it("takes a catalogue cemetery's name and city as the place", async () => {
    const cemetery = await createCemetery(db(), { name: "Cemitério da Saudade", city: "Campinas", state: "SP" });
    const added = await addCeremony(
      owner,
      profileId,
      { kind: "sepultamento", date: "2026-11-27", time: "17:00", cemeteryId: String(cemetery.id) },
      NOW,
    );
    expect(added.cemeteryId).toBe(cemetery.id);
    expect(added.placeText).toBe("Cemitério da Saudade — Campinas/SP");
  });

  it("refuses bad input with a pt-BR message and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...velorio, kind: "festa" }, M.kindInvalid],
      [{ ...velorio, kind: "outra" }, M.customNameRequired],
      [{ ...velorio, date: "27/11/2026" }, M.dateInvalid],
      [{ ...velorio, date: "2026-02-30" }, M.dateInvalid],
      [{ ...velorio, time: "25:00" }, M.dateInvalid],
      [{ ...velorio, placeName: "" }, M.placeRequired],
      [{ ...velorio, placeName: undefined, cemeteryId: "999999" }, M.cemeteryNotFound],
      [{ ...velorio, streamUrl: "http://youtube.com/live" }, M.streamInvalid],
      [{ ...velorio, streamUrl: "javascript:alert(1)" }, M.streamInvalid],
      [{ ...velorio, date: "2030-01-01" }, M.tooFar],
    ];
    for (const [input, message] of cases) {
      await expect(addCeremony(owner, profileId, input, NOW)).rejects.toMatchObject({ status: 400, message });
    }
    expect(await db().select().from(ceremonies)).toEqual([]);
  });

  it("treats an end before the start as the next morning (a velório through the night)", async () => {
    const added = await addCeremony(owner, profileId, { ...velorio, time: "20:00", endTime: "08:00" }, NOW);
    expect(added.endsAt).toBe("2026-11-28T11:00:00.000Z");
  });
});

describe("upcoming ceremonies under a clock", () => {
  it("lists those not yet ended, soonest first, and hides ended ones", async () => {
    const missa = await addCeremony(
      owner,
      profileId,
      { kind: "missa_7", date: "2026-12-02", time: "19:00", placeName: "Paróquia São José" },
      NOW,
    );
    const velo = await addCeremony(owner, profileId, velorio, NOW);
    const past = await addCeremony(owner, profileId, { ...velorio, date: "2026-11-20", endTime: undefined }, NOW);
    expect((await upcomingCeremonies(profileId, NOW)).map((c) => c.id)).toEqual([velo.id, missa.id]);
    // During the velório it is still upcoming; after its end it is gone.
    expect((await upcomingCeremonies(profileId, new Date("2026-11-27T20:00:00Z"))).map((c) => c.id)).toEqual([
      velo.id,
      missa.id,
    ]);
    expect((await upcomingCeremonies(profileId, new Date("2026-11-27T20:30:00Z"))).map((c) => c.id)).toEqual([
      missa.id,
    ]);
    // Without an end time a ceremony counts as three hours long.
    expect((await upcomingCeremonies(profileId, new Date("2026-12-02T23:59:00Z"))).map((c) => c.id)).toEqual([
      missa.id,
    ]);
    expect(await upcomingCeremonies(profileId, new Date("2026-12-03T01:00:00Z"))).toEqual([]);
    // A past ceremony owes no announcement.
    expect(await ceremonyForAnnouncement(past.id, NOW)).toBeNull();
    expect(await jobIdsOf(db(), CEREMONY_ANNOUNCED_JOB)).toHaveLength(2);
  });

  it("answers the same ceremonies in a transaction, where that transaction's own additions show", async () => {
    await addCeremony(
      owner,
      profileId,
      { kind: "missa_7", date: "2026-12-02", time: "19:00", placeName: "Paróquia" },
      NOW,
    );
    await addCeremony(owner, profileId, { ...velorio, date: "2026-11-20", endTime: undefined }, NOW);
    const outside = await upcomingCeremonies(profileId, NOW);
    const inside = await inTransaction(async (tx) => {
      const values = await ceremonyValues(velorio, NOW);
      await tx.insert(ceremonies).values({ ...values, profileId, createdByUserId: owner.id });
      return upcomingCeremonies(profileId, NOW, tx);
    });
    expect(inside.map((c) => c.label)).toEqual(["Velório", ...outside.map((c) => c.label)]);
    // Once committed, the page's kept statement answers exactly what the transaction saw.
    expect(await upcomingCeremonies(profileId, NOW)).toEqual(inside);
  });

  it("describes an added ceremony for the followers, and nothing once removed", async () => {
    const added = await addCeremony(owner, profileId, { ...velorio, streamUrl: "https://youtube.com/live/abc" }, NOW);
    expect(await ceremonyForAnnouncement(added.id, NOW)).toEqual({
      ceremonyId: added.id,
      profileId,
      kindLabel: "Velório",
      startsAt: new Date("2026-11-27T17:00:00Z"),
      placeText: "Capela Ecumênica — Rua das Flores, 10, Campinas/SP",
      mapUrl: added.mapUrl,
      streamUrl: "https://youtube.com/live/abc",
    });
    await removeCeremony(partner, profileId, added.id);
    expect(await ceremonyForAnnouncement(added.id, NOW)).toBeNull();
  });
});

describe("ceremoniesPersonalData", () => {
  it("exports the ceremonies a person added and erases the link, keeping the ceremony", async () => {
    const added = await addCeremony(administrator, profileId, velorio, NOW);
    await addCeremony(owner, profileId, velorio, NOW);
    const subject = { userId: administrator.id, email: administrator.email };
    const exported = await ceremoniesPersonalData.exportFor(db(), subject);
    expect(exported.ceremonies).toHaveLength(1);
    expect(exported.ceremonies![0]).toMatchObject({ id: added.id, placeName: "Capela Ecumênica" });
    await ceremoniesPersonalData.eraseFor(db(), subject);
    const [row] = await db().select().from(ceremonies).where(eq(ceremonies.id, added.id));
    expect(row?.createdByUserId).toBeNull();
    expect((await ceremoniesPersonalData.exportFor(db(), subject)).ceremonies).toEqual([]);
    expect(await upcomingCeremonies(profileId, NOW)).toHaveLength(2);
  });
});
