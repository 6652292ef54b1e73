import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type HeicDecodeResult =
  | { ok: true; width: number; height: number; /** RGBA, 4 bytes per pixel. */ pixels: Uint8Array }
  | { ok: false; reason: "corrupt" | "too-large" | "timeout" };

export interface HeicDecodeOptions {
  /** Refused before any pixel is decoded when the primary image is larger. */
  maxPixels: number;
  timeoutMs: number;
}

/**
 * `heic-convert` decodes with `heic-decode` (libheif compiled to WebAssembly) and then encodes
 * JPEG or PNG in plain JavaScript; the worker calls that same decoder directly and hands the raw
 * pixels to sharp, which saves a slow lossy (or huge lossless) re-encode. Resolved from
 * `heic-convert` so it is exactly the decoder our dependency ships with.
 */
let resolvedDecoder: string | undefined;
function decoderPath(): string {
  const require = createRequire(import.meta.url);
  resolvedDecoder ??= createRequire(require.resolve("heic-convert")).resolve("heic-decode");
  return resolvedDecoder;
}

/*
 * The worker's source is inline (evaluated as CommonJS) so that it works the same from the
 * TypeScript sources, under Vitest, and from the bundled server build, which has no separate
 * worker file to point at.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decoderPath);
parentPort.once("message", async ({ bytes, maxPixels }) => {
  try {
    const [primary] = await decode.all({ buffer: bytes });
    if (!primary || !(primary.width > 0) || !(primary.height > 0)) {
      parentPort.postMessage({ ok: false, reason: "corrupt" });
      return;
    }
    if (primary.width * primary.height > maxPixels) {
      parentPort.postMessage({ ok: false, reason: "too-large" });
      return;
    }
    const { width, height, data } = await primary.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, pixels }, [data.buffer]);
  } catch {
    parentPort.postMessage({ ok: false, reason: "corrupt" });
  }
});
`;

/**
 * Decodes a HEIC/HEIF image in a worker thread, so the WebAssembly decoder (which runs
 * synchronously for hundreds of milliseconds on a phone photo) never blocks the event loop. One
 * worker per image: it is terminated afterwards, which also returns the decoder's memory, and
 * terminated early when the time runs out. Never rejects.
 */
export function decodeHeic(bytes: Uint8Array, options: HeicDecodeOptions): Promise<HeicDecodeResult> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { decoderPath: decoderPath() },
      // Bounds the JavaScript heap; the decoder's pixels live in WebAssembly memory and buffers.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // The decoder prints its complaints about hostile files; they are not ours to log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const finish = (result: HeicDecodeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), options.timeoutMs);
    worker.once("message", (message: HeicDecodeResult) => {
      const valid =
        !message.ok ||
        (message.pixels instanceof Uint8Array && message.pixels.length === message.width * message.height * 4);
      finish(valid ? message : { ok: false, reason: "corrupt" });
    });
    // A crash or an out-of-memory in the worker is the file's fault, not the process's.
    worker.once("error", () => finish({ ok: false, reason: "corrupt" }));
    worker.once("exit", () => finish({ ok: false, reason: "corrupt" }));
    const copy = new Uint8Array(bytes);
    worker.postMessage({ bytes: copy, maxPixels: options.maxPixels }, [copy.buffer]);
  });
}
