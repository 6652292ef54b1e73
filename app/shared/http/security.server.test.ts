import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import {
  CROSS_SITE_MESSAGE,
  crossSiteGuard,
  MERCADO_PAGO_SOURCES,
  securityHeaders,
  SPOTIFY_SOURCES,
} from "./security.server";

/** The policy the middleware sets on a response. */
async function headersOf(options: Parameters<typeof securityHeaders>[0], path = "/") {
  const headers = new Map<string, unknown>();
  const res = {
    locals: {},
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    writeHead: () => undefined,
  };
  securityHeaders(options)({ secure: false, path } as Request, res as unknown as Response, (() => {}) as NextFunction);
  return headers;
}

async function policyOf(options: Parameters<typeof securityHeaders>[0], path = "/"): Promise<string> {
  return String((await headersOf(options, path)).get("content-security-policy") ?? "");
}

describe("the Content-Security-Policy", () => {
  it("allows no third-party origin with the sandbox", async () => {
    const policy = await policyOf({ development: false });
    expect(policy).not.toMatch(/mercadopago|mlstatic|mercadolibre/);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/spotify|scdn/);
    expect(policy).not.toContain("frame-src");
  });

  it("frames Spotify's player and shows its covers only when Spotify is the music service", async () => {
    const policy = await policyOf({ development: false, spotify: true });
    expect(policy).toContain(`frame-src 'self' ${SPOTIFY_SOURCES.frame.join(" ")};`);
    expect(policy).toContain(`img-src 'self' data: blob: ${SPOTIFY_SOURCES.img.join(" ")};`);
    expect(policy).toContain("connect-src 'self';");
    const both = await policyOf({ development: false, spotify: true, mercadoPago: true });
    expect(both).toMatch(/frame-src 'self' [^;]*secure-fields\.mercadopago\.com[^;]*https:\/\/open\.spotify\.com/);
  });

  it("lets only the music sandbox's player be framed, and only by this site", async () => {
    const player = await headersOf({ development: false }, "/music/sandbox/embed/SandboxListAbcdefghijk");
    expect(player.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(player.get("x-frame-options")).toBe("SAMEORIGIN");
    const page = await headersOf({ development: false }, "/music/sandbox/playlist/SandboxListAbcdefghijk");
    expect(page.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.get("x-frame-options")).toBe("DENY");
  });

  it("allows the Card Payment Brick's origins when Mercado Pago is the provider", async () => {
    const policy = await policyOf({ development: false, mercadoPago: true });
    for (const origin of [
      ...MERCADO_PAGO_SOURCES.connect,
      ...MERCADO_PAGO_SOURCES.frame,
      ...MERCADO_PAGO_SOURCES.img,
    ]) {
      expect(policy).toContain(origin);
    }
    // Its script still arrives only through a nonce'd script ('strict-dynamic'), never by host.
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic';/);
  });
});

describe("framing", () => {
  it("lets the honor form be framed too, only by this site; anything else never", async () => {
    const headersFor = (path: string) => {
      const headers = new Map<string, unknown>();
      const res = {
        locals: {},
        setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
        getHeader: (name: string) => headers.get(name.toLowerCase()),
        writeHead: () => undefined,
      };
      securityHeaders({ development: false })(
        { secure: false, path } as Request,
        res as unknown as Response,
        (() => {}) as NextFunction,
      );
      return headers;
    };
    expect(String(headersFor("/homenagear/joao").get("content-security-policy"))).toContain("frame-ancestors 'self'");
    expect(headersFor("/homenagear/joao").get("x-frame-options")).toBe("SAMEORIGIN");
    expect(String(headersFor("/profile/joao").get("content-security-policy"))).toContain("frame-ancestors 'none'");
    expect(headersFor("/profile/joao").get("x-frame-options")).toBe("DENY");
  });
});

describe("the cross-site guard", () => {
  /** Runs the guard on a request; says what reached the next handler or what was answered. */
  function guard(method: string, url: string, headers: Record<string, string>) {
    const req = {
      method,
      originalUrl: url,
      headers: { host: "memorial.example", ...headers } as Record<string, string | undefined>,
      get(name: string) {
        return this.headers[name.toLowerCase()];
      },
    };
    const answer: { status?: number; type?: string; body?: unknown } = {};
    const res = {
      status(code: number) {
        answer.status = code;
        return res;
      },
      setHeader: () => res,
      type(value: string) {
        answer.type = value;
        return res;
      },
      json(body: unknown) {
        answer.type = "json";
        answer.body = body;
        return res;
      },
      send(body: unknown) {
        answer.body = body;
        return res;
      },
    };
    let passed = false;
    crossSiteGuard()(req as unknown as Request, res as unknown as Response, (() => (passed = true)) as NextFunction);
    return { passed, answer, forwardedOrigin: req.headers.origin as string | undefined };
  }

  it("accepts a same-origin form post whose page hid the origin, and drops the meaningless 'null'", () => {
    const result = guard("POST", "/profile/ana", { "sec-fetch-site": "same-origin", origin: "null" });
    expect(result.passed).toBe(true);
    // React Router's own action check reads Origin alone: it must not see `null` and answer "Bad Request".
    expect(result.forwardedOrigin).toBeUndefined();
    const plain = guard("POST", "/login", { "sec-fetch-site": "same-origin", origin: "https://memorial.example" });
    expect(plain.forwardedOrigin).toBe("https://memorial.example");
  });

  it("refuses a page's cross-site post with a pt-BR page, and the API's with JSON", () => {
    for (const headers of [
      { "sec-fetch-site": "cross-site", origin: "null" } as Record<string, string>,
      { "sec-fetch-site": "same-site" },
      { origin: "https://outro.example" },
      { origin: "null" },
    ]) {
      const page = guard("POST", "/login", headers);
      expect(page.passed, JSON.stringify(headers)).toBe(false);
      expect(page.answer.status).toBe(403);
      expect(page.answer.type).toBe("html");
      expect(String(page.answer.body)).toMatch(
        /^<!doctype html><html lang="pt-BR">.*<title>Não foi possível continuar<\/title>/,
      );
      expect(String(page.answer.body)).toContain(CROSS_SITE_MESSAGE);
      const api = guard("POST", "/api/auth/login", headers);
      expect(api.answer).toEqual({ status: 403, type: "json", body: { success: false, message: CROSS_SITE_MESSAGE } });
    }
  });

  it("lets reads and same-origin posts through untouched", () => {
    expect(guard("GET", "/login", { "sec-fetch-site": "cross-site" }).passed).toBe(true);
    expect(guard("POST", "/login", { origin: "https://memorial.example" }).passed).toBe(true);
    expect(guard("POST", "/api/x", {}).passed).toBe(true);
  });
});
