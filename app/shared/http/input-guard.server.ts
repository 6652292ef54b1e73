import type { NextFunction, Request, Response } from "express";

/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one fails its statement. No
 * form or call of the product has a use for it, so it is refused at the door with a 400 and a
 * pt-BR message, before any service sees it (never a 500).
 */
export const INVALID_CHARACTERS = "Os dados enviados contêm caracteres inválidos.";

const ENCODED_NUL = /%00/i;

/** Whether a decoded value (string, array, object; nested) holds a NUL character anywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

const PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Endereço inválido</title></head><body><main><h1>Endereço inválido</h1><p>${INVALID_CHARACTERS} <a href="/">Voltar ao início</a></p></main></body></html>`;

/** Refuses a request whose address (path or query) carries an encoded NUL. */
export function rejectNulInUrl({ json }: { json: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!ENCODED_NUL.test(req.originalUrl)) return next();
    res.status(400).setHeader("Cache-Control", "no-store");
    if (json) res.json({ success: false, message: INVALID_CHARACTERS });
    else res.type("html").send(PAGE);
  };
}

/** Refuses a parsed JSON body that carries a NUL anywhere (mount after express.json()). */
export function rejectNulInBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!containsNul(req.body)) return next();
    res.status(400).json({ success: false, message: INVALID_CHARACTERS });
  };
}
