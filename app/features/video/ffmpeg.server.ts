import { spawn } from "node:child_process";

/** What ffmpeg or ffprobe said when it failed (the tail of stderr, for the logs). */
export class FfmpegError extends Error {}

export interface RunOptions {
  /** Called with each `-progress` block's out_time, in seconds. */
  onTime?: (seconds: number) => void;
  /** Kills the process past this (default 10 minutes). */
  timeoutMs?: number;
}

/**
 * Runs ffmpeg (or ffprobe) with `args`, never through a shell. ffmpeg's `-progress pipe:1`
 * output, when asked for, is read line by line for its `out_time_us`; stdout is returned.
 */
export function runFfmpeg(command: "ffmpeg" | "ffprobe", args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let pending = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 10 * 60_000);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (!options.onTime) return;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) options.onTime(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`${command} could not start: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new FfmpegError(`${command} exited with ${code ?? signal}: ${stderr.trim().slice(-1500)}`));
    });
  });
}

export interface ProbeResult {
  formatName: string;
  durationSeconds: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string };
}

/** ffprobe's reading of a file: container, duration and the first video and audio streams. */
export async function probe(file: string): Promise<ProbeResult> {
  const out = await runFfmpeg(
    "ffprobe",
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    { timeoutMs: 30_000 },
  );
  const parsed = JSON.parse(out) as {
    format?: { format_name?: string; duration?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
  };
  const video = parsed.streams?.find((s) => s.codec_type === "video");
  const audio = parsed.streams?.find((s) => s.codec_type === "audio");
  return {
    formatName: parsed.format?.format_name ?? "",
    durationSeconds: Number(parsed.format?.duration ?? NaN),
    video: video && { codec: video.codec_name ?? "", width: video.width ?? 0, height: video.height ?? 0 },
    audio: audio && { codec: audio.codec_name ?? "" },
  };
}
