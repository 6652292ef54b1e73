import { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { UnavailableError } from "~/shared/http/errors";
import { noticePage } from "~/shared/http/html-page.server";
import { logger } from "~/shared/logger.server";
import { serveMedia } from "./media.server";

const NOT_FOUND = { title: "Arquivo não encontrado", message: "Este arquivo não existe ou foi removido." };
const FAILED = { title: "Arquivo indisponível", message: "Não foi possível abrir este arquivo agora." };
const STORE_DOWN = {
  title: "Arquivo indisponível",
  message: "O armazenamento de arquivos está indisponível no momento. Tente novamente em alguns minutos.",
};

/**
 * Answers what the static handler refused (an unknown file, a path outside the folder, a read
 * failure): a short pt-BR page, and a log line through pino instead of Express's stack trace on
 * stderr. Client mistakes are routine (a deleted photo) and logged without a stack.
 */
const mediaErrors: ErrorRequestHandler = (
  error: { status?: number; statusCode?: number } | UnavailableError,
  req,
  res,
  _next,
) => {
  const given = error instanceof UnavailableError ? 503 : (error.status ?? error.statusCode);
  const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
  const url = req.originalUrl;
  if (status >= 500) logger().error({ err: error, url, status }, "media file failed");
  else logger().info({ url, status }, "media file not served");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const page = status === 503 ? STORE_DOWN : status >= 500 ? FAILED : NOT_FOUND;
  if (error instanceof UnavailableError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  res
    .status(status === 503 ? 503 : status >= 500 ? 500 : status)
    .setHeader("Cache-Control", "no-store")
    .type("html")
    .send(noticePage(page.title, page.message));
};

/** /media: uploaded and generated files, named by content, cached for a year (local or S3). */
export function mediaFiles(serve: RequestHandler = serveMedia()): Router {
  const router = Router();
  router.use(serve);
  router.use(mediaErrors);
  return router;
}
