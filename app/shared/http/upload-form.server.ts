import type { Request as ExpressRequest } from "express";
import { DEFAULT_MAX_UPLOAD_BYTES, tooLargeMessage } from "~/shared/images/upload.server";
import { PayloadTooLargeError, ValidationError } from "./errors";
import { FORM_BODY_LIMIT, INVALID_FORM } from "./forms.server";
import { INVALID_CHARACTERS } from "./nul-text";

/** The image field was left empty or is not a file. */
export const MISSING_IMAGE = "Escolha uma imagem para enviar.";

/** Room for the other fields and the multipart framing around one image. */
const FORM_OVERHEAD = FORM_BODY_LIMIT;

/** The most bytes a form carrying one image of `maxFileBytes` may have. */
export function uploadBodyLimit(maxFileBytes = DEFAULT_MAX_UPLOAD_BYTES): number {
  return maxFileBytes + FORM_OVERHEAD;
}

export interface UploadForm {
  /** The text fields of the form (the last value of each name). */
  fields: Record<string, string>;
  /** The bytes of the file field asked for, undefined when it was not sent or was empty. */
  file: Uint8Array | undefined;
}

/**
 * A multipart form carrying one image, as both edges receive it: refused with a 413 and the
 * image's size message as soon as the body passes the limit (checked against Content-Length, then
 * counted while reading, never buffered whole), a 400 when it is not a form. The image's own
 * checks (type from the bytes, dimensions, decoding) are `processUpload`'s.
 */
export async function readUploadForm(
  request: Request,
  { fileField, maxFileBytes = DEFAULT_MAX_UPLOAD_BYTES }: { fileField: string; maxFileBytes?: number },
): Promise<UploadForm> {
  const limit = uploadBodyLimit(maxFileBytes);
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ValidationError(INVALID_FORM);
  const bytes = await readLimited(request, limit, tooLargeMessage(maxFileBytes));
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ValidationError(INVALID_FORM);
  }
  const fields: Record<string, string> = {};
  let file: Uint8Array | undefined;
  for (const [key, value] of form) {
    if (key.includes("\u0000")) throw new ValidationError(INVALID_CHARACTERS);
    if (typeof value === "string") {
      if (value.includes("\u0000")) throw new ValidationError(INVALID_CHARACTERS);
      fields[key] = value;
    } else if (key === fileField && value.size > 0) {
      if (value.size > maxFileBytes) throw new PayloadTooLargeError(tooLargeMessage(maxFileBytes));
      file = new Uint8Array(await value.arrayBuffer());
    }
  }
  return { fields, file };
}

async function readLimited(request: Request, limit: number, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) throw new PayloadTooLargeError(message);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(message);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The request's body as a web stream that reads from the socket only when pulled, and whose
 * cancellation leaves the request paused rather than destroyed: an upload refused for its size
 * is then read and discarded by the error handler, which can still answer the 413 (issue 20).
 */
function lazyBody(req: ExpressRequest): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let attached = false;
  const onData = (chunk: Buffer) => {
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const detach = () => {
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    req.pause();
  };
  const onEnd = () => {
    detach();
    controller.close();
  };
  const onError = (error: Error) => {
    detach();
    controller.error(error);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        if (!attached) {
          attached = true;
          req.on("data", onData);
          req.on("end", onEnd);
          req.on("error", onError);
        }
        req.resume();
      },
      cancel() {
        detach();
      },
    },
    // Nothing is read before someone reads: a body refused by its declared length stays unread.
    new CountQueuingStrategy({ highWaterMark: 0 }),
  );
}

/**
 * An Express request as a web Request whose body streams from the socket (for `readUploadForm`).
 * Only a multipart body is passed on: any other was already read by the JSON parser, and is
 * refused as not being a form anyway.
 */
export function webRequestOf(req: ExpressRequest): Request {
  const multipart = /^multipart\/form-data/i.test(req.get("content-type") ?? "") && !req.readableEnded;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`http://internal${req.originalUrl}`, {
    method: req.method,
    headers,
    body: multipart ? lazyBody(req) : null,
    duplex: "half",
  } as RequestInit);
}
