import type { ErrorRequestHandler } from "express";
import type { z } from "zod";
import { logger } from "~/shared/logger.server";
import { answerAfterDraining } from "./body-drain.server";
import { errorAnswer, ValidationError } from "./errors";

/** Validates a request part with a Zod schema; the first problem becomes the pt-BR message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? "Dados inválidos.", fields);
}

/** Maps every error of the API to `{ success: false, message }` with the right status. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  res.setHeader("Cache-Control", "no-store");
  const answer = errorAnswer(error);
  if (answer) {
    // A dependency that failed (503) is the operator's business: logged with what failed.
    if (answer.status >= 500)
      logger().warn({ err: error, url: req.originalUrl }, "API request refused: dependency unavailable");
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    const fields = Object.keys(answer.fields).length > 0 ? { fields: answer.fields } : {};
    const send = () => res.status(answer.status).json({ success: false, message: answer.message, ...fields });
    // An upload refused for its size was not read to its end: the rest is read and discarded
    // first, so a client still sending reads the 413 (issue 20).
    if (answer.status === 413) answerAfterDraining(req, res, send);
    else send();
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  const type = (error as { type?: string }).type;
  if (type === "entity.parse.failed") {
    res.status(400).json({ success: false, message: "O corpo da requisição não é um JSON válido." });
    return;
  }
  if (type === "entity.too.large") {
    res.status(413).json({ success: false, message: "O corpo da requisição é grande demais." });
    return;
  }
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: "Requisição inválida." });
    return;
  }
  logger().error({ err: error, url: req.originalUrl }, "API request failed");
  // The spec's 'Erro interno do servidor: {detail}'. The detail is the request's reference, which
  // support can find in the logs; the error itself may hold internals and is never sent.
  const reference = res.getHeader("X-Request-Id") ?? (req as { id?: unknown }).id;
  const detail = reference ? `falha inesperada (referência ${String(reference)}).` : "falha inesperada.";
  res.status(500).json({ success: false, message: `Erro interno do servidor: ${detail}` });
};
