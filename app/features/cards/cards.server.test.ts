import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { planContracts, plans, profiles } from "~/db/schema";
import { PLAN_CATALOGUE } from "~/features/plans";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { setStorage } from "~/integrations/storage/storage.server";
import { tempStorage, type TestStorage } from "~/shared/images/test-images";
import { jobQueues } from "~/shared/jobs/queues.test-helpers";
import { JobRegistry } from "~/shared/jobs/registry.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import {
  CARD_RENDER_JOB,
  chooseCardDesign,
  memorialCard,
  type MemorialCardView,
  renderCardJob,
  surnamePhrase,
} from "./cards.server";

const { db } = setupTestDatabase();
const queues = jobQueues();
const roots: string[] = [];
let storage: TestStorage;

beforeEach(async () => {
  storage = await tempStorage(roots);
  setStorage(storage);
});
afterEach(() => setStorage(undefined));
afterAll(() => Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true }))));

async function family(type: "Free" | "Platina") {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), {
    userId: owner.user.id,
    username: `ana.${type.toLowerCase()}`,
    name: "Ana Conceição",
    surname: "Dona Aninha",
    type,
    birthDate: "1941-07-02",
    deathDate: "2024-01-05",
  });
  if (type !== "Free") {
    // A paid term in force: 10 days in, 170 to go.
    const day = 86_400_000;
    await db().insert(plans).values(PLAN_CATALOGUE).onConflictDoNothing();
    await db()
      .insert(planContracts)
      .values({
        profileId: profile.id,
        userId: owner.user.id,
        planId: type,
        contractKey: "contrato_plano_platina",
        contractVersion: 1,
        amountCents: 50_000,
        status: "active",
        startsAt: new Date(Date.now() - 10 * day),
        endsAt: new Date(Date.now() + 170 * day),
      });
  }
  return { actor: actorOf(owner.user), profile };
}

async function startWorkers() {
  const registry = new JobRegistry();
  registry.register(CARD_RENDER_JOB, renderCardJob(surnamePhrase));
  await queues.start(registry);
}

const untilDone = (view: () => Promise<MemorialCardView>) =>
  vi.waitFor(
    async () => {
      const current = await view();
      if (current.job?.state !== "done" || current.stale) throw new Error(`card is ${current.job?.state}`);
      return current;
    },
    { timeout: 20_000, interval: 50 },
  );

describe("the digital card's rendering", () => {
  it("a paid family chooses a design; the job draws the post, the story and the PDF into storage", async () => {
    const { actor, profile } = await family("Platina");
    await startWorkers();
    await chooseCardDesign(actor, profile.id, "floral");
    const view = await untilDone(() => memorialCard(actor, profile.id));
    expect(view.design).toBe("floral");
    const keys = storage.puts.filter((key) => key.startsWith(`cards/${profile.id}/`));
    expect(keys).toHaveLength(3);
    const post = (await storage.get(keys.find((k) => k.endsWith("-post.png"))!))!;
    expect(await sharp(post).metadata()).toMatchObject({ width: 1080, height: 1350 });
    const { data, info } = await sharp(post).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(qr?.data).toMatch(/\/ana\.platina$/);
    expect(view.files?.post).toContain("-post.png");
    expect(view.files?.pdf).toMatch(/\.pdf$/);
  });

  it("is drawn again when the memorial changes (its content_version moves)", async () => {
    const { actor, profile } = await family("Platina");
    await startWorkers();
    await chooseCardDesign(actor, profile.id, "ceu");
    const first = await untilDone(() => memorialCard(actor, profile.id));
    await db()
      .update(profiles)
      .set({ name: "Ana Maria Conceição", contentVersion: profile.contentVersion + 1 })
      .where(eq(profiles.id, profile.id));
    const changed = await memorialCard(actor, profile.id);
    expect(changed.stale).toBe(true);
    const second = await untilDone(() => memorialCard(actor, profile.id));
    expect(second.files?.post).not.toBe(first.files?.post);
  });

  it("is for paid plans only, and only in the designs offered", async () => {
    const free = await family("Free");
    await expect(chooseCardDesign(free.actor, free.profile.id, "ceu")).rejects.toMatchObject({
      message: "O cartão digital está disponível nos planos pagos.",
    });
    const paid = await family("Platina");
    await expect(chooseCardDesign(paid.actor, paid.profile.id, "neon")).rejects.toMatchObject({
      message: "Escolha um dos modelos de cartão.",
    });
    const stranger = await signedInUser(db());
    await expect(chooseCardDesign(actorOf(stranger.user), paid.profile.id, "ceu")).rejects.toMatchObject({
      status: 403,
    });
  });
});
