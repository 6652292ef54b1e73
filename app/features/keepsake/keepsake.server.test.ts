import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepsakeBooks, planContracts, plans, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { PLAN_CATALOGUE } from "~/features/plans";
import { addMemorialMember } from "~/features/profiles/index.server";
import { setStorage } from "~/integrations/storage/storage.server";
import { variantKey } from "~/shared/images/variants.server";
import { tempStorage, type TestStorage } from "~/shared/images/test-images";
import { jobIdsOf } from "~/shared/jobs/jobs.test-helpers";
import { jobQueues } from "~/shared/jobs/queues.test-helpers";
import { JobRegistry } from "~/shared/jobs/registry.server";
import { createGalleryImage, createProfile, createTribute } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { renderKeepsakeJob } from "./keepsake-job.server";
import { KEEPSAKE_JOB, keepsakeFile, keepsakeView, requestKeepsake } from "./keepsake.server";
import { inspectPdf } from "./pdf-inspect.test-helpers";

const { db } = setupTestDatabase();
const queues = jobQueues();
const roots: string[] = [];
let storage: TestStorage;
const DAY = 86_400_000;

beforeEach(async () => {
  storage = await tempStorage(roots);
  setStorage(storage);
});
afterEach(() => setStorage(undefined));
afterAll(() => Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true }))));

async function family(type: "Free" | "Ouro") {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), {
    userId: owner.user.id,
    name: "Ana Conceição",
    type,
    birthDate: "1941-07-02",
    deathDate: "2024-01-05",
    description: "Ana ensinou piano por cinquenta anos.",
  });
  if (type !== "Free") {
    await db().insert(plans).values(PLAN_CATALOGUE).onConflictDoNothing();
    await db()
      .insert(planContracts)
      .values({
        profileId: profile.id,
        userId: owner.user.id,
        planId: type,
        contractKey: "contrato_plano_ouro",
        contractVersion: 1,
        amountCents: 30_000,
        status: "active",
        startsAt: new Date(Date.now() - 10 * DAY),
        endsAt: new Date(Date.now() + 170 * DAY),
      });
  }
  return { owner, actor: actorOf(owner.user), profile };
}

/** A gallery photo with its stored 1200 px variant, added `minutesAgo` before now. */
async function galleryPhoto(profileId: string, minutesAgo: number, width = 1200, height = 900) {
  const imagePath = `gallery/${profileId}/${minutesAgo}`;
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
  await storage.put(variantKey(imagePath, 1200), jpeg, "image/jpeg");
  return createGalleryImage(db(), {
    profileId,
    imagePath,
    width,
    height,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
}

const message = (profileId: string, name: string, body: string, minutesAgo: number, extra = {}) =>
  createTribute(db(), {
    profileId,
    type: "Message",
    name,
    body,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...extra,
  });

async function startWorkers() {
  const registry = new JobRegistry();
  registry.register(KEEPSAKE_JOB, (context: Parameters<typeof renderKeepsakeJob>[0]) => renderKeepsakeJob(context));
  await queues.start(registry);
}

const untilDrawn = (read: () => ReturnType<typeof keepsakeView>) =>
  vi.waitFor(
    async () => {
      const view = await read();
      if (view.job?.state !== "done" || !view.book || view.stale) throw new Error(`book is ${view.job?.state}`);
      return view;
    },
    { timeout: 30_000, interval: 100 },
  );

describe("the keepsake book", () => {
  it("offers every photo and published message, chooses by default the newest up to the caps", async () => {
    const { actor, profile } = await family("Ouro");
    const older = await galleryPhoto(profile.id, 30);
    const newer = await galleryPhoto(profile.id, 5);
    const shown = await message(profile.id, "Carla", "Saudades da professora.", 10);
    await message(profile.id, "Oculta", "Não aparece.", 8, { visibility: "hidden" });
    await message(profile.id, "Pendente", "Não pago.", 7, { status: "pending", paidAt: null });
    await createTribute(db(), { profileId: profile.id, type: "Candle", name: "Vela" });
    const view = await keepsakeView(actor, profile.id);
    expect(view.candidates.photos.map((photo) => photo.id)).toEqual([newer.id, older.id]);
    expect(view.candidates.tributes.map((tribute) => tribute.id)).toEqual([shown.id]);
    expect(view.selection).toEqual({ photoIds: [newer.id, older.id], tributeIds: [shown.id] });
    expect(view.book).toBeNull();
  });

  it("draws the chosen photos and tributes, only those, once; previews and downloads them; offers 'Atualizar' when the memorial changes", async () => {
    const { actor, profile } = await family("Ouro");
    const chosenPhoto = await galleryPhoto(profile.id, 20, 900, 1200);
    await galleryPhoto(profile.id, 10);
    const chosen = await message(profile.id, "Carla Souza", "Obrigada por tudo, professora.", 6);
    await message(profile.id, "Pedro Lima", "Esta não foi escolhida.", 3);
    const input = { photoIds: [chosenPhoto.id], tributeIds: [chosen.id] };
    // Asked twice while waiting: one job.
    const first = await requestKeepsake(actor, profile.id, input);
    expect(await requestKeepsake(actor, profile.id, input)).toBe(first);
    await startWorkers();
    const view = await untilDrawn(() => keepsakeView(actor, profile.id));
    expect(await jobIdsOf(db(), KEEPSAKE_JOB)).toEqual([first]);
    const pdfs = storage.puts.filter(
      (key) => key.startsWith(`private/keepsakes/${profile.id}/`) && key.endsWith(".pdf"),
    );
    expect(pdfs).toHaveLength(2);
    const book = await keepsakeFile(actor, profile.id, "livro-de-memorias.pdf");
    expect(book.contentType).toBe("application/pdf");
    const pages = await inspectPdf(book.body);
    const text = pages.flatMap((page) => page.lines).join("\n");
    expect(text).toContain("Ana Conceição");
    expect(text).toContain("Ana ensinou piano por cinquenta anos.");
    expect(text).toContain("Obrigada por tudo, professora.");
    expect(text).not.toContain("Esta não foi escolhida.");
    const photos = pages.slice(1).flatMap((page) => page.images);
    expect(photos).toHaveLength(1);
    expect(photos[0]!.pixels.height).toBeGreaterThan(photos[0]!.pixels.width);
    const print = await inspectPdf((await keepsakeFile(actor, profile.id, "livro-de-memorias-impressao.pdf")).body);
    expect(print[0]!.trimBox).toEqual([3, 3, 151, 213]);
    // Site admins download the print file too (to have it printed).
    const admin = actorOf((await signedInUser(db(), { type: "admin" })).user);
    const forAdmin = await keepsakeFile(admin, profile.id, "livro-de-memorias-impressao.pdf");
    expect(
      Buffer.from(forAdmin.body).equals(
        Buffer.from((await keepsakeFile(actor, profile.id, "livro-de-memorias-impressao.pdf")).body),
      ),
    ).toBe(true);
    expect(view.book?.previews[0]).toBe("previa-1.jpg");
    const preview = await keepsakeFile(actor, profile.id, "previa-1.jpg");
    expect(await sharp(preview.body).metadata()).toMatchObject({ format: "jpeg", width: 600 });
    await expect(keepsakeFile(actor, profile.id, "previa-99.jpg")).rejects.toMatchObject({ status: 404 });

    // Running the job again for the same memorial and choice draws nothing new.
    const puts = storage.puts.length;
    await renderKeepsakeJob({
      payload: { profileId: profile.id },
      jobId: first,
      attempt: 1,
      reportProgress: async () => {},
    });
    expect(storage.puts.length).toBe(puts);

    await db()
      .update(profiles)
      .set({ contentVersion: profile.contentVersion + 5 })
      .where(eq(profiles.id, profile.id));
    expect((await keepsakeView(actor, profile.id)).stale).toBe(true);
  });

  it("refuses a choice it does not know or too large, and changes nothing", async () => {
    const { actor, profile } = await family("Ouro");
    await expect(
      requestKeepsake(actor, profile.id, { photoIds: ["00000000-0000-4000-8000-000000000000"], tributeIds: [] }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("não está mais na galeria") });
    const many = Array.from({ length: 31 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    await expect(requestKeepsake(actor, profile.id, { photoIds: [], tributeIds: many })).rejects.toMatchObject({
      status: 400,
      message: "Escolha no máximo 30 homenagens.",
    });
    expect(await db().select().from(keepsakeBooks)).toEqual([]);
    expect(await jobIdsOf(db(), KEEPSAKE_JOB)).toEqual([]);
  });

  it("is for administrators of paid memorials only: editors, strangers and Free memorials are refused", async () => {
    const free = await family("Free");
    await expect(keepsakeView(free.actor, free.profile.id)).rejects.toMatchObject({
      status: 403,
      message: "O livro de memórias faz parte dos planos Ouro, Platina e Diamante.",
    });
    await expect(requestKeepsake(free.actor, free.profile.id, { photoIds: [], tributeIds: [] })).rejects.toMatchObject({
      status: 403,
    });
    const paid = await family("Ouro");
    const stranger = await signedInUser(db());
    await expect(keepsakeView(actorOf(stranger.user), paid.profile.id)).rejects.toMatchObject({ status: 403 });
    const editor = await signedInUser(db());
    await addMemorialMember(db(), {
      profileId: paid.profile.id,
      userId: editor.user.id,
      role: "editor",
      addedByUserId: null,
      now: new Date(),
    });
    await expect(
      requestKeepsake(actorOf(editor.user), paid.profile.id, { photoIds: [], tributeIds: [] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(keepsakeFile(actorOf(editor.user), paid.profile.id, "livro-de-memorias.pdf")).rejects.toMatchObject({
      status: 403,
    });
    await expect(keepsakeFile(null, paid.profile.id, "livro-de-memorias.pdf")).rejects.toMatchObject({ status: 401 });
  });
});
