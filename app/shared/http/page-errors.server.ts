import type { NextFunction, Request, Response } from "express";
import { logger } from "../logger.server";
import { noticePage } from "./html-page.server";

/**
 * The last word on a page request that nothing answered well: an error thrown outside React
 * Router's rendering (a method no fetch `Request` can carry, such as TRACE; a failure in a
 * middleware) gets a pt-BR page of the site with its title, never Express's English error page
 * or a stack trace. The API has its own JSON answers and never reaches this.
 */
export function pageErrors() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const declared = Number(
      (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode,
    );
    const client = Number.isInteger(declared) && declared >= 400 && declared < 500;
    if (!client) logger().error({ err: error, method: req.method, url: req.originalUrl }, "page request failed");
    const status = client ? declared : isUnsupportedMethod(error) ? 405 : 500;
    res
      .status(status)
      .setHeader("Cache-Control", "no-store")
      .type("html")
      .send(
        status < 500
          ? noticePage("Não foi possível continuar", "O pedido enviado é inválido.")
          : noticePage(
              "Algo deu errado",
              "Não foi possível carregar esta página agora. Tente novamente em alguns instantes.",
            ),
      );
  };
}

/** fetch's `Request` refuses CONNECT, TRACE and TRACK: the page was asked with a method it never answers. */
function isUnsupportedMethod(error: unknown): boolean {
  return error instanceof TypeError && /HTTP method is unsupported/.test(error.message);
}
