import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe, runFfmpeg } from "./ffmpeg.server";
import { VIDEO_LIMITS, VIDEO_MESSAGES } from "./video.messages";
import { checkUpload, checkUploadSize, transcodeUpload } from "./video-upload.server";

let dir = "";
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-video-upload-"));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** A small real video made by ffmpeg's test sources: portrait 360×640, with a tone when `sound`. */
async function phoneVideo(name: string, seconds: number, sound: boolean): Promise<string> {
  const file = path.join(dir, name);
  await runFfmpeg("ffmpeg", [
    "-y",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc=s=360x640:r=25:d=${seconds}`,
    ...(sound ? ["-f", "lavfi", "-i", `sine=f=440:d=${seconds}`] : []),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    ...(sound ? ["-c:a", "aac"] : []),
    file,
  ]);
  return file;
}

async function refusal(file: string): Promise<string> {
  const bytes = (await fs.stat(file)).size;
  return checkUpload(file, bytes).then(
    () => "accepted",
    (error: Error) => error.message,
  );
}

describe("a family's own video", () => {
  it("refuses a text file named .mp4 with the pt-BR message", async () => {
    const file = path.join(dir, "homenagem.mp4");
    await fs.writeFile(file, "isto não é um vídeo\n".repeat(200));
    expect(await refusal(file)).toBe(VIDEO_MESSAGES.unreadable);
  });

  it("refuses a truncated video", async () => {
    const whole = await fs.readFile(await phoneVideo("whole.mp4", 2, false));
    const file = path.join(dir, "truncated.mp4");
    // faststart is not used here: the index sits at the end and is cut off, as in an interrupted copy.
    await fs.writeFile(file, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refusal(file)).toBe(VIDEO_MESSAGES.unreadable);
  });

  it("refuses a playlist that would make ffmpeg read the server's files", async () => {
    const file = path.join(dir, "ataque.mp4");
    await fs.writeFile(
      file,
      "#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nconcat:/etc/passwd|file:///etc/passwd\n#EXT-X-ENDLIST\n",
    );
    expect(await refusal(file)).toBe(VIDEO_MESSAGES.unreadable);
  });

  it("refuses an empty file, one too large and one too long", async () => {
    expect(() => checkUploadSize(0)).toThrow(VIDEO_MESSAGES.empty);
    expect(() => checkUploadSize(VIDEO_LIMITS.maxBytes + 1)).toThrow(VIDEO_MESSAGES.tooLarge);
    const long = path.join(dir, "long.mkv");
    await runFfmpeg("ffmpeg", [
      "-y",
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=s=32x32:r=1:d=${VIDEO_LIMITS.maxSeconds + 5}`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      long,
    ]);
    expect(await refusal(long)).toBe(VIDEO_MESSAGES.tooLong);
  });

  it("transcodes a phone video to 1280×720 H.264 with AAC and a poster", async () => {
    const file = await phoneVideo("celular.mp4", 3, true);
    const info = await checkUpload(file, (await fs.stat(file)).size);
    const seen: number[] = [];
    const out = await transcodeUpload(file, info, dir, (fraction) => seen.push(fraction));
    const result = await probe(out.video);
    expect(result.video).toEqual({ codec: "h264", width: 1280, height: 720 });
    expect(result.audio?.codec).toBe("aac");
    expect(result.durationSeconds).toBeCloseTo(3, 0);
    expect(seen.at(-1)).toBeGreaterThan(0.9);
    expect((await probe(out.poster)).video?.codec).toBe("mjpeg");
  }, 60_000);
});
