import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import ENHANCE_SCRIPTS from "virtual:enhance-scripts";
import { noticePage } from "./html-page.server";

/**
 * Mercado Pago's Card Payment Brick (loaded by the checkout's card step only, when Mercado Pago is
 * the provider): its script arrives through 'strict-dynamic'; it calls these APIs, renders its
 * secure card fields in frames and shows card brand images.
 */
export const MERCADO_PAGO_SOURCES = {
  connect: ["https://api.mercadopago.com", "https://api.mercadolibre.com", "https://events.mercadopago.com"],
  frame: ["https://www.mercadopago.com", "https://secure-fields.mercadopago.com", "https://api-static.mercadopago.com"],
  img: ["https://http2.mlstatic.com", "https://www.mercadopago.com"],
} as const;

/**
 * Spotify is the music service (decision 016): the memorial page frames its player after a click,
 * and the track picker shows its album covers.
 */
export const SPOTIFY_SOURCES = {
  frame: ["https://open.spotify.com"],
  img: ["https://i.scdn.co"],
} as const;

/**
 * Pages this site frames itself, same-origin framing only: the honor form in the memorial's dialog
 * (app/enhance/memorial-honor.ts) and the music sandbox's player.
 */
const SAME_ORIGIN_FRAMED = ["/homenagear/", "/music/sandbox/embed/"];

/** Whether this site may frame the page at `path` (only its own pages may). */
export function framable(path: string | undefined): boolean {
  return SAME_ORIGIN_FRAMED.some((prefix) => (path ?? "").startsWith(prefix));
}

/**
 * The hashes of every enhancement script a public page may inline (app/enhance): a public page's
 * bytes are the same for every visitor, so the page cache can keep them finished (decision 029),
 * which a per-response nonce would forbid. The set is fixed at build time.
 */
export const PUBLIC_SCRIPT_SOURCES = Object.values(ENHANCE_SCRIPTS)
  .map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`)
  .join(" ");

interface SecurityOptions {
  development: boolean;
  /** Mercado Pago is the payment provider: allow its Brick's origins (nothing loads them elsewhere). */
  mercadoPago?: boolean;
  /** Spotify is the music service (MUSIC_PROVIDER=spotify): allow its player's frame and covers. */
  spotify?: boolean;
}

/**
 * Security headers on every response. Scripts run only with this response's nonce; with
 * 'strict-dynamic' the modules those scripts import are allowed too. A server-rendered public page
 * (no React in the browser) swaps the nonce for the hashes of its inline scripts instead
 * (`res.locals.publicPagePolicy`, applied by app/entry.server.tsx), so its bytes do not vary.
 */
export function securityHeaders({ development, mercadoPago = false, spotify = false }: SecurityOptions) {
  const extra = (kind: keyof typeof MERCADO_PAGO_SOURCES) =>
    [
      ...(mercadoPago ? MERCADO_PAGO_SOURCES[kind] : []),
      ...(spotify && kind !== "connect" ? SPOTIFY_SOURCES[kind] : []),
    ]
      .map((source) => ` ${source}`)
      .join("");
  const frames = mercadoPago || spotify;
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    const framedHere = framable(req.path);
    res.locals.cspNonce = nonce;
    const scriptSrc = development
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src 'nonce-${nonce}' 'strict-dynamic'`;
    const policy = (scripts: string) =>
      [
        "default-src 'self'",
        scripts,
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob:${extra("img")}`,
        "font-src 'self'",
        `connect-src 'self'${extra("connect")}${development ? " ws: wss:" : ""}`,
        ...(frames ? [`frame-src 'self'${extra("frame")}`] : []),
        "object-src 'none'",
        "base-uri 'none'",
        framedHere ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
        "form-action 'self'",
      ].join("; ");
    res.setHeader("Content-Security-Policy", policy(scriptSrc));
    if (!development) res.locals.publicPagePolicy = policy(`script-src ${PUBLIC_SCRIPT_SOURCES} 'strict-dynamic'`);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", framedHere ? "SAMEORIGIN" : "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(self)");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A route may ask for a stricter Referrer-Policy (private memorials: no-referrer); React Router
    // appends its headers, so keep only the route's value instead of sending a list.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const policy = res.getHeader("Referrer-Policy");
      const values = (Array.isArray(policy) ? policy : String(policy ?? "").split(",")).map((v) => String(v).trim());
      if (values.length > 1) res.setHeader("Referrer-Policy", values[values.length - 1]!);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Requisição recusada: origem não permitida.";

/**
 * CSRF: session cookies are SameSite=Lax, and a state-changing request that a browser sends from
 * another site is refused here (Sec-Fetch-Site, or Origin when that header is missing).
 * Requests with neither header do not come from a browser page and carry no ambient risk.
 *
 * A page whose Referrer-Policy is `no-referrer` (private memorials) makes the browser post its own
 * forms with `Origin: null`; Sec-Fetch-Site still says `same-origin`, so the post is accepted, and
 * the meaningless `null` is dropped: React Router's own action check, which reads only Origin,
 * would otherwise answer a bare "Bad Request" (decision 039). This guard is the one that decides.
 */
export function crossSiteGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site) {
      if (site === "same-origin" || site === "none") {
        if (req.headers.origin === "null") delete req.headers.origin;
        return next();
      }
      return refuse(req, res);
    }
    const origin = req.get("origin");
    if (!origin) return next();
    try {
      if (new URL(origin).host === req.get("host")) return next();
    } catch {
      // An unparseable Origin (or `null` without fetch metadata to vouch for it) is refused below.
    }
    return refuse(req, res);
  };
}

/** The API answers JSON; a page answers a page of the site (pt-BR, with its title). */
function refuse(req: Request, res: Response) {
  res.status(403).setHeader("Cache-Control", "no-store");
  if (req.originalUrl.startsWith("/api/") || req.originalUrl === "/api") {
    res.json({ success: false, message: CROSS_SITE_MESSAGE });
    return;
  }
  res
    .type("html")
    .send(
      noticePage("Não foi possível continuar", `${CROSS_SITE_MESSAGE} Volte à página e envie o formulário de novo.`),
    );
}
