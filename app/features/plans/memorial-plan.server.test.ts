import { describe, expect, it } from "vitest";
import { memorialMembers } from "~/db/schema";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { listPlanChanges, memorialPlanStatus } from "./memorial-plan.server";
import { assignPlan } from "./plan-changes.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAYS = 86_400_000;

async function memorial() {
  const owner = await signedInUser(db());
  const admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.id });
  return { owner, admin, profile };
}

describe("the plan the panel shows", () => {
  it("a running term: its end date, the plan's limits and extras, and the plans above it", async () => {
    const { owner, admin, profile } = await memorial();
    await assignPlan(admin, profile.id, "Platina", "Cortesia", NOW);
    const status = await memorialPlanStatus(owner, profile.id, new Date(NOW.getTime() + 10 * DAYS));
    expect(status).toMatchObject({
      plan: "Platina",
      activated: true,
      termEndsAt: new Date(NOW.getTime() + 180 * DAYS),
      lapsed: false,
      photoLimit: 15,
      physicalCards: 100,
      upgrades: ["Diamante"],
    });
    expect(status.features).toContain("Músicas escolhidas");
  });

  it("a renewal moves the end date; a term that ended leaves the plan with the Free limits", async () => {
    const { owner, admin, profile } = await memorial();
    await assignPlan(admin, profile.id, "Ouro", "Cortesia", NOW);
    await assignPlan(admin, profile.id, "Ouro", "Renovação de cortesia", NOW);
    expect((await memorialPlanStatus(owner, profile.id, NOW)).termEndsAt).toEqual(new Date(NOW.getTime() + 360 * DAYS));
    const later = await memorialPlanStatus(owner, profile.id, new Date(NOW.getTime() + 361 * DAYS));
    expect(later).toMatchObject({ plan: "Ouro", lapsed: true, photoLimit: 5 });
  });

  it("a Free memorial may move to any paid plan", async () => {
    const { owner, profile } = await memorial();
    expect(await memorialPlanStatus(owner, profile.id, NOW)).toMatchObject({
      plan: "Free",
      termEndsAt: null,
      lapsed: false,
      photoLimit: 5,
      upgrades: ["Ouro", "Platina", "Diamante"],
    });
  });

  it("is for the memorial's team and the site's admins only", async () => {
    const { admin, profile } = await memorial();
    const editor = await signedInUser(db());
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.id, role: "editor" });
    expect((await memorialPlanStatus(editor, profile.id, NOW)).plan).toBe("Free");
    expect((await memorialPlanStatus(admin, profile.id, NOW)).plan).toBe("Free");
    const stranger = await signedInUser(db());
    await expect(memorialPlanStatus(stranger, profile.id, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(memorialPlanStatus(null, profile.id, NOW)).rejects.toMatchObject({ status: 401 });
  });
});

describe("the plan changes an admin sees", () => {
  it("lists who assigned what and why, newest first; nobody else may read them", async () => {
    const { owner, admin, profile } = await memorial();
    await assignPlan(admin, profile.id, "Ouro", "A família perdeu o cartão no velório", NOW);
    await assignPlan(admin, profile.id, "Diamante", "Troca combinada com a funerária", new Date(NOW.getTime() + DAYS));
    const changes = await listPlanChanges(admin, profile.id);
    expect(changes).toEqual([
      expect.objectContaining({ toType: "Diamante", fromType: "Ouro", note: "Troca combinada com a funerária" }),
      expect.objectContaining({ toType: "Ouro", fromType: "Free", note: "A família perdeu o cartão no velório" }),
    ]);
    expect(changes[0]!.actorName).toBe(admin.name);
    await expect(listPlanChanges(owner, profile.id)).rejects.toMatchObject({ status: 403 });
    await expect(listPlanChanges(null, profile.id)).rejects.toMatchObject({ status: 401 });
  });
});
