import { answerAfterDraining } from "./body-drain.server";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { data } from "react-router";
import { errorAnswer } from "./errors";
import { formFailure, type FormFailure } from "./form-state";
import { noticePage } from "./html-page.server";
import { INVALID_CHARACTERS } from "./nul-text";

export const INVALID_FORM = "O formulário enviado é inválido. Recarregue a página e tente novamente.";

/** Page forms are small; uploads get their own, larger limit when they land. */
export const FORM_BODY_LIMIT = 64 * 1024;
export const FORM_TOO_LARGE = "O formulário enviado é grande demais. Reduza o texto e tente novamente.";

const tooLarge = () => data({ message: FORM_TOO_LARGE }, { status: 413 });

/** The body's bytes, refused with a 413 as soon as they pass the limit (never buffered whole). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) throw tooLarge();
  const body = new Uint8Array(Math.min(Number.isFinite(declared) && declared > 0 ? declared : 8192, limit));
  if (!request.body) return body.subarray(0, 0);
  const reader = request.body.getReader();
  let buffer = body;
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (length + value.byteLength > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (length + value.byteLength > buffer.byteLength) {
      const grown = new Uint8Array(Math.min(limit, Math.max(buffer.byteLength * 2, length + value.byteLength)));
      grown.set(buffer.subarray(0, length));
      buffer = grown;
    }
    buffer.set(value, length);
    length += value.byteLength;
  }
  return buffer.subarray(0, length);
}

/**
 * The submitted form: a 413 (never a 500) when the body passes `limit` bytes, checked against
 * Content-Length and counted while reading; a 400 when it is not a form.
 */
export async function readFormData(request: Request, { limit = FORM_BODY_LIMIT } = {}): Promise<FormData> {
  const bytes = await readLimited(request, limit);
  let form: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw data({ message: INVALID_FORM }, { status: 400 });
  }
  for (const [key, value] of form) {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      throw data({ message: INVALID_CHARACTERS }, { status: 400 });
    }
  }
  return form;
}

/**
 * Express side of the same limit: a page request (not /api, which has its own JSON limit) whose
 * Content-Length passes it is answered before React Router reads a byte. The body is read and
 * discarded first (up to `DRAIN_LIMIT_BYTES`), so a client still sending reads the 413 instead of
 * a broken connection (issue 20). Multipart bodies (the forms that carry a photo) get
 * `multipart.limit` and its message; the action reading one still counts its bytes.
 */
export function refuseLargePageBodies({
  limit = FORM_BODY_LIMIT,
  multipart,
}: { limit?: number; multipart?: { limit: number; message: string } } = {}) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const isMultipart = multipart && /^multipart\/form-data/i.test(req.get("content-type") ?? "");
    const allowed = isMultipart ? multipart.limit : limit;
    if (!(Number(req.get("content-length")) > allowed)) return next();
    answerAfterDraining(req, res, () =>
      res
        .status(413)
        .setHeader("Cache-Control", "no-store")
        .type("html")
        .send(
          isMultipart
            ? noticePage("Imagem grande demais", multipart.message)
            : noticePage("Formulário grande demais", FORM_TOO_LARGE),
        ),
    );
  };
}

/**
 * What a form action answers when a service refused the submission: the page again with what was
 * typed, the message beside each field the error names and the form's message, under the status
 * the API gives the same refusal (429 with Retry-After, 409, 401...). An unexpected error is
 * rethrown (the error page). `extra` adds the screen's own fields to the answer.
 */
export function formRefusal<E extends object = object>(formData: FormData, error: unknown, extra?: E) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  const failure: FormFailure & E = {
    ...formFailure(formData, answer.message, answer.fields),
    ...(extra as E),
  };
  return data(failure, { status: answer.status, headers: answer.headers });
}
