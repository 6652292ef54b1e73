import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { buildRequestContext, ctxOf } from "./request-context.server";

const { db } = setupTestDatabase();

const saved = config();
/** The test configuration with some variables changed (PUBLIC_URL unset unless given). */
function configure(env: Record<string, string>) {
  setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR, ...env }));
}
afterEach(() => setConfig(saved));

describe("the request context", () => {
  it("takes its origin from PUBLIC_URL, whatever host the request names", () => {
    configure({ PUBLIC_URL: "https://memorial.example/" });
    const ctx = buildRequestContext({ protocol: "http", host: "evil.example" });
    expect(ctx.origin).toBe("https://memorial.example");
  });

  it("without PUBLIC_URL, uses the request's own host, and a malformed one as localhost", () => {
    configure({});
    expect(buildRequestContext({ protocol: "http", host: "Memorial.Example:8080" }).origin).toBe(
      "http://memorial.example:8080",
    );
    expect(buildRequestContext({ protocol: "https", host: "[::1]:3000" }).origin).toBe("https://[::1]:3000");
    for (const host of ["evil.example/path", "a@evil.example", "x y", "", undefined, "evil.example\\x"]) {
      expect(buildRequestContext({ protocol: "http", host }).origin, String(host)).toBe("http://localhost");
    }
  });

  it("is secure whenever PUBLIC_URL is https, even when the last hop was plain http", () => {
    configure({ PUBLIC_URL: "https://memorial.example" });
    expect(buildRequestContext({ protocol: "http" }).secure).toBe(true);
    configure({ PUBLIC_URL: "http://localhost:3000" });
    expect(buildRequestContext({ protocol: "http" }).secure).toBe(false);
    expect(buildRequestContext({ protocol: "https" }).secure).toBe(true);
  });

  it("looks the signed-in user up once, however often it is asked", async () => {
    const { user, cookie } = await signedInUser(db());
    const ctx = buildRequestContext({ protocol: "http", cookie });
    const [a, b] = await Promise.all([ctx.actor(), ctx.actor()]);
    expect(a?.id).toBe(user.id);
    expect(b).toBe(a);
    expect(await buildRequestContext({ protocol: "http", cookie: "memorial_session=forjado1234567890" }).actor()).toBe(
      null,
    );
  });
});

/** An app that answers what the context of each request says, behind a given TRUST_PROXY. */
function contextEcho() {
  let base = "";
  let server: ReturnType<express.Express["listen"]> | undefined;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", (address: string, hop: number) => trustFor(address, hop));
    app.get("/", (req, res) => {
      const { ip, secure, origin } = ctxOf(req);
      res.json({ ip, secure, origin, same: ctxOf(req) === ctxOf(req) });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));
  // node:http, not fetch: fetch does not let a caller choose the Host header.
  return (headers: Record<string, string>) =>
    new Promise<{ ip: string; secure: boolean; origin: string; same: boolean }>((resolve, reject) => {
      http
        .get(base, { headers }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve(JSON.parse(body) as never));
        })
        .on("error", reject);
    });
}

/** Express compiles the setting once; this reads TRUST_PROXY per request so each test can change it. */
let trustFor: (address: string, hop: number) => boolean = () => false;

function trust(value: string) {
  configure({ TRUST_PROXY: value });
  const app = express();
  app.set("trust proxy", config().TRUST_PROXY);
  trustFor = app.get("trust proxy fn") as typeof trustFor;
}

describe("the client behind a proxy", () => {
  const ask = contextEcho();
  const forwarded = {
    "x-forwarded-for": "203.0.113.7",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "evil.example",
    host: "memorial.example",
  };

  it("by default trusts a proxy on this machine only (loopback)", async () => {
    configure({});
    expect(config().TRUST_PROXY).toEqual(["loopback"]);
    trust("loopback");
    expect(await ask(forwarded)).toEqual({
      ip: "203.0.113.7",
      secure: true,
      origin: "https://evil.example",
      same: true,
    });
  });

  it("ignores X-Forwarded-For, -Proto and -Host from a peer the operator does not trust", async () => {
    for (const value of ["false", "10.0.0.0/8", "uniquelocal"]) {
      trust(value);
      expect(await ask(forwarded), value).toEqual({
        ip: "127.0.0.1",
        secure: false,
        origin: "http://memorial.example",
        same: true,
      });
    }
  });

  it("with PUBLIC_URL, links never follow a forwarded host, trusted or not", async () => {
    trust("loopback");
    configure({ TRUST_PROXY: "loopback", PUBLIC_URL: "https://memorial.example" });
    expect((await ask(forwarded)).origin).toBe("https://memorial.example");
  });
});
