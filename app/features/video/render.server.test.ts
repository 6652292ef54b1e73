import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { landscapeImage, portraitImage } from "../../../scripts/seed/images";
import { probe } from "./ffmpeg.server";
import { renderTribute, tributeSeconds } from "./render.server";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

describe("renderTribute", () => {
  it("renders a real 720p H.264 MP4 with AAC music and a poster from three demo photos", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-video-"));
    dirs.push(dir);
    const photos = [await portraitImage(3), await landscapeImage(1), await landscapeImage(2)];
    const seen: number[] = [];
    const started = Date.now();
    const out = await renderTribute(
      {
        photos,
        name: "Maria José d'Ávila: 100% amada",
        dates: "12/03/1941 — 08/09/2023",
        address: "memorial.example/profile/maria",
        music: true,
      },
      dir,
      (fraction) => seen.push(fraction),
    );
    process.stdout.write(`one video of 3 photos (${tributeSeconds(3)} s) rendered in ${Date.now() - started} ms\n`);
    const info = await probe(out.video);
    expect(info.video).toEqual({ codec: "h264", width: 1280, height: 720 });
    expect(info.audio?.codec).toBe("aac");
    expect(info.durationSeconds).toBeGreaterThan(tributeSeconds(3) - 0.5);
    expect(info.durationSeconds).toBeLessThan(tributeSeconds(3) + 0.5);
    // faststart: the index (moov) comes before the media data, so playback starts before the download ends.
    const head = (await fs.readFile(out.video)).subarray(0, 4096).toString("latin1");
    expect(head.indexOf("moov")).toBeGreaterThan(-1);
    expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat") === -1 ? Infinity : head.indexOf("mdat"));
    // The progress climbs while ffmpeg encodes.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBeGreaterThan(0.9);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const poster = await probe(out.poster);
    expect(poster.video).toMatchObject({ width: 1280, height: 720, codec: "mjpeg" });
  }, 180_000);
});
