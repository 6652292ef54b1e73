import type { NextFunction, Request, Response } from "express";

/**
 * Set on the answer to every request that may write (any method but GET, HEAD and OPTIONS): for
 * the next seconds that browser's page versions are read, not taken from the book, so it sees its
 * own change on any process at once (decision 059). Not a secret, nothing personal: one bit.
 */
export const WRITER_COOKIE = "memorial_wrote";
const WRITER_SECONDS = 10;
const WROTE = new RegExp(`(?:^|;\\s*)${WRITER_COOKIE}=`);

export function wroteJustNow(cookie: string | undefined): boolean {
  return cookie !== undefined && WROTE.test(cookie);
}

/** Express middleware marking a browser that may have written (see WRITER_COOKIE). */
export function markWriters(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
    res.append(
      "Set-Cookie",
      `${WRITER_COOKIE}=1; Max-Age=${WRITER_SECONDS}; Path=/; HttpOnly; SameSite=Lax${req.secure ? "; Secure" : ""}`,
    );
  }
  next();
}
