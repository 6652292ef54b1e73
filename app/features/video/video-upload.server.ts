import path from "node:path";
import { PayloadTooLargeError, ValidationError } from "~/shared/http/errors";
import { FfmpegError, probe, type ProbeResult, runFfmpeg } from "./ffmpeg.server";
import { AAC_ARGS, H264_ARGS, posterOf, VIDEO_HEIGHT, VIDEO_WIDTH } from "./render.server";
import { VIDEO_LIMITS, VIDEO_MESSAGES } from "./video.messages";

/**
 * Containers ffprobe may recognise in a family's upload. Anything else is refused before ffmpeg
 * decodes it: playlists (hls, concat) and image sequences would make ffmpeg open other files or
 * addresses named inside the upload, the classic way to read a server's files through a video.
 */
const ACCEPTED_FORMATS = new Set(["mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "avi", "mpeg", "mpegts"]);

/** ffmpeg, for an upload: only local files, only the container ffprobe recognised. */
const SAFE_INPUT = ["-protocol_whitelist", "file", "-f"];

/** The file size limit, checked before anything reads the file. */
export function checkUploadSize(bytes: number): void {
  if (bytes === 0) throw new ValidationError(VIDEO_MESSAGES.empty);
  if (bytes > VIDEO_LIMITS.maxBytes) throw new PayloadTooLargeError(VIDEO_MESSAGES.tooLarge);
}

/**
 * A family's video, read by ffprobe: refused with a pt-BR message when it is not a video ffprobe
 * reads (a text file named .mp4, a truncated file), is in a container we do not take, or runs
 * past the length limit.
 */
export async function checkUpload(file: string, bytes: number): Promise<ProbeResult> {
  checkUploadSize(bytes);
  let info: ProbeResult;
  try {
    info = await probe(file);
  } catch (error) {
    if (error instanceof FfmpegError || error instanceof SyntaxError)
      throw new ValidationError(VIDEO_MESSAGES.unreadable);
    throw error;
  }
  if (!ACCEPTED_FORMATS.has(info.formatName)) throw new ValidationError(VIDEO_MESSAGES.unreadable);
  if (!info.video || info.video.width < 16 || info.video.height < 16) throw new ValidationError(VIDEO_MESSAGES.noVideo);
  if (!Number.isFinite(info.durationSeconds) || info.durationSeconds <= 0) {
    throw new ValidationError(VIDEO_MESSAGES.unreadable);
  }
  if (info.durationSeconds > VIDEO_LIMITS.maxSeconds) throw new ValidationError(VIDEO_MESSAGES.tooLong);
  return info;
}

/** ffprobe's container name → the demuxer ffmpeg is told to use (never guessed again). */
function demuxer(formatName: string): string {
  return formatName.startsWith("mov,") ? "mov" : formatName.startsWith("matroska") ? "matroska" : formatName;
}

/**
 * Transcodes a checked upload to the product's format (720p H.264 in a 1280×720 frame, AAC when
 * it has sound, faststart) with its poster. A file ffprobe passed but ffmpeg cannot decode is
 * refused with the pt-BR message (a ValidationError), not retried.
 */
export async function transcodeUpload(
  file: string,
  info: ProbeResult,
  dir: string,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<{ video: string; poster: string; seconds: number }> {
  const video = path.join(dir, "upload.mp4");
  const fit =
    `scale=w=${VIDEO_WIDTH}:h=${VIDEO_HEIGHT}:force_original_aspect_ratio=decrease,` +
    `pad=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  try {
    await runFfmpeg(
      "ffmpeg",
      [
        "-y",
        "-nostdin",
        "-v",
        "error",
        ...SAFE_INPUT,
        demuxer(info.formatName),
        "-i",
        file,
        "-map",
        "0:v:0",
        ...(info.audio ? ["-map", "0:a:0", ...AAC_ARGS] : []),
        "-vf",
        fit,
        ...H264_ARGS,
        "-t",
        String(VIDEO_LIMITS.maxSeconds),
        "-movflags",
        "+faststart",
        "-progress",
        "pipe:1",
        video,
      ],
      { onTime: (at) => onProgress(Math.min(1, at / info.durationSeconds)) },
    );
  } catch (error) {
    if (error instanceof FfmpegError) throw new ValidationError(VIDEO_MESSAGES.unreadable);
    throw error;
  }
  const out = await probe(video);
  const poster = await posterOf(video, dir, Math.min(1, out.durationSeconds / 2));
  return { video, poster, seconds: out.durationSeconds };
}
