import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runFfmpeg } from "./ffmpeg.server";

/** The output every video is made to (decision 048): 720p H.264, 25 frames a second. */
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
const FPS = 25;
const TITLE_SECONDS = 4;
const PHOTO_SECONDS = 5;
const CLOSING_SECONDS = 4;
/** The encoder settings the render and the upload's transcode share. */
export const H264_ARGS = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-r", "25"];
export const AAC_ARGS = ["-c:a", "aac", "-b:a", "128k"];

/**
 * The cards' fonts: the site's own OFL fonts, shipped in the @fontsource packages. FreeType reads
 * their WOFF files directly, so ffmpeg's drawtext needs no system font.
 */
const FONTS = {
  serif: "@fontsource/lora/files/lora-latin-600-normal.woff",
  sans: "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff",
};
const fontPath = (font: keyof typeof FONTS) => path.resolve(process.cwd(), "node_modules", FONTS[font]);

export interface TributeInput {
  /** The photos, in order (any format sharp reads). */
  photos: Buffer[];
  /** The title card: the name, then the dates. */
  name: string;
  dates: string;
  /** The closing card's address of the memorial. */
  address: string;
  /** Over the product's own calm track ("Serenidade", generated: see serenityTrack). */
  music: boolean;
}

export function tributeSeconds(photoCount: number): number {
  return TITLE_SECONDS + photoCount * PHOTO_SECONDS + CLOSING_SECONDS;
}

/**
 * The product's one royalty-free track, "Serenidade": a slow A-major pad synthesised by ffmpeg's
 * aevalsrc (three sine voices, each breathing at its own slow rate), faded in and out. Own work,
 * generated at render time, so nothing licensed is shipped.
 */
export function serenityTrack(seconds: number): string {
  const voice = (hz: number, gain: number, rate: number) => `${gain}*sin(2*PI*${hz}*t)*(0.65+0.35*sin(2*PI*${rate}*t))`;
  const expr = [voice(220, 0.09, 0.1), voice(277.18, 0.06, 0.13), voice(329.63, 0.05, 0.07), voice(110, 0.05, 0.05)]
    .join("+")
    .replace(/,/g, "\\,");
  return `aevalsrc='${expr}':s=44100:d=${seconds},afade=t=in:d=2,afade=t=out:st=${Math.max(0, seconds - 3)}:d=3`;
}

/** A card: the text lines centred on the memorial's dark blue, each drawn from its own text file. */
function card(seconds: number, lines: { file: string; font: keyof typeof FONTS; size: number; color: string }[]) {
  const lineHeight = (size: number) => Math.round(size * 1.5);
  const total = lines.reduce((sum, line) => sum + lineHeight(line.size), 0);
  let y = Math.round((VIDEO_HEIGHT - total) / 2);
  const draws = lines.map((line) => {
    const draw = `drawtext=fontfile='${fontPath(line.font)}':textfile='${line.file}':fontsize=${line.size}:fontcolor=${line.color}:x=(w-text_w)/2:y=${y}`;
    y += lineHeight(line.size);
    return draw;
  });
  return `color=c=0x1e293b:s=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:r=${FPS}:d=${seconds},${draws.join(",")},format=yuv420p,setsar=1`;
}

/** A slow zoom on the photo, panning left to right or right to left in turns. */
function kenBurns(input: number, index: number) {
  const frames = PHOTO_SECONDS * FPS;
  const x = index % 2 === 0 ? `(iw-iw/zoom)*on/${frames}` : `(iw-iw/zoom)*(1-on/${frames})`;
  return `[${input}:v]zoompan=z='min(1+0.12*on/${frames},1.12)':x='${x}':y='(ih-ih/zoom)/2':d=${frames}:s=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:fps=${FPS},format=yuv420p,setsar=1`;
}

/**
 * Renders the tribute video in `dir` (a scratch folder the caller removes): a title card with the
 * name and dates, each photo with a slow pan and zoom, a closing card with the memorial's address,
 * optionally over "Serenidade". Writes `dir/tribute.mp4` (faststart) and `dir/poster.jpg` (the
 * title card); `onProgress` gets 0..1 as ffmpeg reports its position.
 */
export async function renderTribute(
  input: TributeInput,
  dir: string,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<{ video: string; poster: string; seconds: number }> {
  if (input.photos.length === 0) throw new Error("renderTribute needs at least one photo");
  const text = async (name: string, value: string) => {
    const file = path.join(dir, `${name}.txt`);
    // drawtext reads the text as is from the file: no escaping of what the family wrote.
    await fs.writeFile(file, value.replace(/[\r\n]+/g, " ").trim() || " ");
    return file;
  };
  const photoFiles = await Promise.all(
    input.photos.map(async (photo, i) => {
      const file = path.join(dir, `photo-${i}.jpg`);
      // Cover a frame a little larger than the video, so the zoom never shows an edge or a soft image.
      await sharp(photo, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(1600, 900, { fit: "cover" })
        .jpeg({ quality: 90 })
        .toFile(file);
      return file;
    }),
  );
  const [nameFile, datesFile, visitFile, addressFile] = await Promise.all([
    text("name", input.name),
    text("dates", input.dates),
    text("visit", "Visite o memorial"),
    text("address", input.address),
  ]);
  const seconds = tributeSeconds(photoFiles.length);
  const parts = [
    `${card(TITLE_SECONDS, [
      { file: nameFile, font: "serif", size: 60, color: "white" },
      { file: datesFile, font: "sans", size: 36, color: "0xcbd5e1" },
    ])}[v0]`,
    ...photoFiles.map((_, i) => `${kenBurns(i, i)}[v${i + 1}]`),
    `${card(CLOSING_SECONDS, [
      { file: visitFile, font: "sans", size: 36, color: "0xcbd5e1" },
      { file: addressFile, font: "serif", size: 44, color: "white" },
    ])}[v${photoFiles.length + 1}]`,
  ];
  const labels = Array.from({ length: photoFiles.length + 2 }, (_, i) => `[v${i}]`).join("");
  parts.push(`${labels}concat=n=${photoFiles.length + 2}:v=1:a=0,fade=t=in:d=1,fade=t=out:st=${seconds - 1}:d=1[v]`);
  if (input.music) parts.push(`${serenityTrack(seconds)}[a]`);
  const video = path.join(dir, "tribute.mp4");
  await runFfmpeg(
    "ffmpeg",
    [
      "-y",
      "-nostdin",
      "-v",
      "error",
      ...photoFiles.flatMap((file) => ["-i", file]),
      "-filter_complex",
      parts.join(";"),
      "-map",
      "[v]",
      ...(input.music ? ["-map", "[a]", ...AAC_ARGS] : []),
      ...H264_ARGS,
      "-t",
      String(seconds),
      "-movflags",
      "+faststart",
      "-progress",
      "pipe:1",
      video,
    ],
    { onTime: (at) => onProgress(Math.min(1, at / seconds)) },
  );
  const poster = await posterOf(video, dir, TITLE_SECONDS / 2);
  return { video, poster, seconds };
}

/** A JPEG of the frame at `atSeconds`: the player's poster. */
export async function posterOf(video: string, dir: string, atSeconds: number): Promise<string> {
  const poster = path.join(dir, "poster.jpg");
  await runFfmpeg("ffmpeg", [
    "-y",
    "-nostdin",
    "-v",
    "error",
    "-ss",
    String(atSeconds),
    "-i",
    video,
    "-frames:v",
    "1",
    "-q:v",
    "3",
    poster,
  ]);
  return poster;
}
