import { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { noticePage } from "~/shared/http/html-page.server";
import { logger } from "~/shared/logger.server";
import { serveMedia } from "./media.server";

const NOT_FOUND = { title: "Arquivo não encontrado", message: "Este arquivo não existe ou foi removido." };
const FAILED = { title: "Arquivo indisponível", message: "Não foi possível abrir este arquivo agora." };

/**
 * Answers what the static handler refused (an unknown file, a path outside the folder, a read
 * failure): a short pt-BR page, and a log line through pino instead of Express's stack trace on
 * stderr. Client mistakes are routine (a deleted photo) and logged without a stack.
 */
const mediaErrors: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, req, res, _next) => {
  const given = error.status ?? error.statusCode;
  const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
  const url = req.originalUrl;
  if (status >= 500) logger().error({ err: error, url, status }, "media file failed");
  else logger().info({ url, status }, "media file not served");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const page = status >= 500 ? FAILED : NOT_FOUND;
  res
    .status(status >= 500 ? 500 : status)
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
