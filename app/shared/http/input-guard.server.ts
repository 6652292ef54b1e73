import type { NextFunction, Request, Response } from "express";
import { containsNul, INVALID_CHARACTERS } from "./nul-text";

export { containsNul, INVALID_CHARACTERS };

const ENCODED_NUL = /%00/i;

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
