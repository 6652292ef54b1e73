import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { MERCADO_PAGO_SOURCES, securityHeaders, SPOTIFY_SOURCES } from "./security.server";

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
