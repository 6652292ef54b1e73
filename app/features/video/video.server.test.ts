import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { memorialVideos } from "~/db/schema";
import { addGalleryImage } from "~/features/gallery/gallery.server";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { assignPlan } from "~/features/plans/index.server";
import { manageMemorial } from "~/features/profiles/index.server";
import { setStorage } from "~/integrations/storage/storage.server";
import { tempStorage } from "~/shared/images/test-images";
import { jobStatus } from "~/shared/jobs/jobs.server";
import { jobQueues } from "~/shared/jobs/queues.test-helpers";
import { JobRegistry } from "~/shared/jobs/registry.server";
import { landscapeImage, portraitImage } from "../../../scripts/seed/images";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { probe } from "./ffmpeg.server";
import { tributeSeconds } from "./render.server";
import { VIDEO_MESSAGES } from "./video.messages";
import { renderMemorialVideo, VIDEO_JOB_OPTIONS } from "./video-job.server";
import { memorialVideo, requestVideo, uploadVideo, VIDEO_JOB, videoPanelState } from "./video.server";

const { db } = setupTestDatabase();
const queues = jobQueues();
const roots: string[] = [];
afterEach(() => setStorage(undefined));
afterAll(() => Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true }))));

/** A memorial with three demo photos in its gallery, on `plan` (assigned by a site admin). */
async function memorial(plan: "Free" | "Ouro" | "Diamante") {
  const store = await tempStorage(roots);
  setStorage(store);
  const owner = await signedInUser(db());
  const admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.id, activatedByUser: true, name: "Maria José Araújo" });
  if (plan !== "Free") await assignPlan(admin, profile.id, plan, "Cortesia para o teste do vídeo.");
  const photos = [await portraitImage(5), await landscapeImage(3), await landscapeImage(4)];
  for (const image of photos) await addGalleryImage({ actor: owner, profileId: profile.id, image, storage: store });
  const { view } = await manageMemorial(owner, profile.username);
  return { store, owner, profile, view };
}

const request = (m: Awaited<ReturnType<typeof memorial>>) =>
  requestVideo({ actor: m.owner, view: m.view, origin: "https://memorial.example", music: true });

describe("the Diamante custom video", () => {
  it("is refused in pt-BR on another plan", async () => {
    const ouro = await memorial("Ouro");
    await expect(request(ouro)).rejects.toMatchObject({ status: 403, message: VIDEO_MESSAGES.notDiamante });
    expect(await videoPanelState(ouro.owner, ouro.profile.id)).toMatchObject({ offered: false, video: null });
  });

  it("a job renders a real MP4 from three demo photos, with its progress shown in the panel meanwhile", async () => {
    const m = await memorial("Diamante");
    const jobId = await request(m);
    expect(await videoPanelState(m.owner, m.profile.id)).toEqual({
      offered: true,
      video: null,
      pending: { progress: 0, label: null },
      failure: null,
    });
    // A second request while this one waits is refused.
    await expect(request(m)).rejects.toMatchObject({ status: 409, message: VIDEO_MESSAGES.busy });

    const registry = new JobRegistry();
    registry.register(VIDEO_JOB, renderMemorialVideo, VIDEO_JOB_OPTIONS);
    await queues.start(registry);
    const seen: number[] = [];
    await vi.waitFor(
      async () => {
        const status = await jobStatus(jobId);
        if (status?.state === "running") {
          expect(status.label).toBe(VIDEO_MESSAGES.rendering);
          seen.push(status.progress);
        }
        if (status?.state !== "done") throw new Error(`job is ${status?.state}`);
      },
      { timeout: 120_000, interval: 100 },
    );
    // Progress was seen between the start and the end.
    expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);

    const state = await videoPanelState(m.owner, m.profile.id);
    expect(state.pending).toBeNull();
    expect(state.video).toMatchObject({ source: "photos", durationSeconds: tributeSeconds(3) });
    expect(await memorialVideo(m.profile.id)).toEqual(state.video);
    const file = path.join(m.store.root, state.video!.url.replace(/^\/media\//, ""));
    const info = await probe(file);
    expect(info.video).toEqual({ codec: "h264", width: 1280, height: 720 });
    expect(info.audio?.codec).toBe("aac");
    expect(info.durationSeconds).toBeCloseTo(tributeSeconds(3), 0);
    const poster = await sharp(path.join(m.store.root, state.video!.posterUrl.replace(/^\/media\//, ""))).metadata();
    expect(poster).toMatchObject({ format: "webp", width: 1280, height: 720 });
  }, 150_000);

  it("refuses a hostile upload at once in pt-BR and keeps nothing", async () => {
    const m = await memorial("Diamante");
    const text = new TextEncoder().encode("<?php system($_GET['c']); ?>\n".repeat(100));
    await expect(uploadVideo({ actor: m.owner, profileId: m.profile.id, file: text })).rejects.toMatchObject({
      status: 400,
      message: VIDEO_MESSAGES.unreadable,
    });
    expect(await db().select().from(memorialVideos).where(eq(memorialVideos.profileId, m.profile.id))).toEqual([]);
    expect(m.store.puts.filter((key) => key.startsWith("video"))).toEqual([]);
  });

  it("refuses someone who does not help manage the memorial", async () => {
    const m = await memorial("Diamante");
    const stranger = await signedInUser(db());
    await expect(
      requestVideo({ actor: stranger, view: m.view, origin: "https://memorial.example", music: false }),
    ).rejects.toMatchObject({ status: expect.any(Number) });
    await expect(videoPanelState(stranger, m.profile.id)).rejects.toMatchObject({ status: expect.any(Number) });
  });
});
