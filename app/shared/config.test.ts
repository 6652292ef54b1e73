import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigError, exampleChannels, parseConfig, sandboxesAllowed } from "./config.server";
import { LIVE_ENV } from "./config.test-helpers";

describe("configuration", () => {
  it("has working defaults for everything", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      DEMO_DATA: true,
      MAIL_TRANSPORT: "outbox",
      PAYMENT_PROVIDER: "sandbox",
      GEOCODER: "sandbox",
      STORAGE: "local",
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads the production server's knobs: pool size, start-up migrations, the metrics token", () => {
    expect(parseConfig({})).toMatchObject({ DATABASE_POOL_MAX: 10, MIGRATE_ON_START: true });
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ DATABASE_POOL_MAX: "25", MIGRATE_ON_START: "false" })).toMatchObject({
      DATABASE_POOL_MAX: 25,
      MIGRATE_ON_START: false,
    });
    expect(() => parseConfig({ DATABASE_POOL_MAX: "0" })).toThrow(/^ {2}DATABASE_POOL_MAX: must be at least 1$/m);
    expect(() => parseConfig({ DATABASE_POOL_MAX: "2.5" })).toThrow(/^ {2}DATABASE_POOL_MAX: must be a whole number$/m);
    expect(() => parseConfig({ MIGRATE_ON_START: "sim" })).toThrow(/^ {2}MIGRATE_ON_START: must be true or false$/m);
    expect(() => parseConfig({ METRICS_TOKEN: "short" })).toThrow(/^ {2}METRICS_TOKEN: must be at least 16/m);
  });

  it("trusts only a proxy on this machine unless TRUST_PROXY says otherwise", () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::1",
    ]);
  });

  it("treats empty variables as unset and reads booleans", () => {
    expect(parseConfig({ PORT: "", DEMO_DATA: "false" })).toMatchObject({ PORT: 3000, DEMO_DATA: false });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DEMO_DATA: "maybe" }, "DEMO_DATA"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ COMPANY_CNPJ: "11222333000182" }, "COMPANY_CNPJ"],
    [{ ADMIN_EMAIL: "admin@example.com" }, "ADMIN_PASSWORD"],
    [{ PAYMENT_PROVIDER: "mercadopago" }, "MP_ACCESS_TOKEN"],
    [{ STORAGE: "s3" }, "S3_BUCKET"],
    [{ MAIL_TRANSPORT: "carrier-pigeon" }, "MAIL_TRANSPORT"],
    [{ TRUST_PROXY: "everyone" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "loopback, 10.0.0.300" }, "TRUST_PROXY"],
  ])("stops on %j with a message naming %s", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^\\s*${variable}: `, "m"));
  });

  it.each([
    [{ DEMO_DATA: "maybe" }, "DEMO_DATA: must be true or false"],
    [{ PORT: "0" }, "PORT: must be a port from 1 to 65535"],
    [{ PORT: "70000" }, "PORT: must be a port from 1 to 65535"],
    [{ PORT: "abc" }, "PORT: must be a number"],
  ])("says why %j is refused", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe("example channels of a demo", () => {
  it("shows each channel not configured as an example while DEMO_DATA is on (the default)", () => {
    expect(exampleChannels(parseConfig({}))).toEqual(["whatsapp", "instagram"]);
    expect(exampleChannels(parseConfig({ WHATSAPP_NUMBER: "+55 (11) 98765-4321" }))).toEqual(["instagram"]);
    expect(exampleChannels(parseConfig({ INSTAGRAM_URL: "https://instagram.com/memorial" }))).toEqual(["whatsapp"]);
  });

  it("shows none once both are configured, or on a real site (DEMO_DATA=false)", () => {
    expect(
      exampleChannels(
        parseConfig({ WHATSAPP_NUMBER: "5511987654321", INSTAGRAM_URL: "https://instagram.com/memorial" }),
      ),
    ).toEqual([]);
    expect(exampleChannels(parseConfig({ DEMO_DATA: "false" }))).toEqual([]);
  });
});

describe("demo and live mode (APP_MODE, decision 034)", () => {
  /** The variables a live start needs, each of which may be the one refused. */
  const LIVE_KEYS = Object.keys(LIVE_ENV).filter((key) => key !== "APP_MODE") as (keyof typeof LIVE_ENV)[];

  /** The variables a refusal names, in order (one line "  NAME: why" each). */
  function refused(env: Record<string, string | undefined>): string[] {
    try {
      parseConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return Array.from((error as Error).message.matchAll(/^ {2}([A-Z_]+): /gm), (match) => match[1]!);
    }
    return [];
  }

  it("is demo unless told otherwise, so a fresh clone runs with its sandboxes", () => {
    expect(parseConfig({}).APP_MODE).toBe("demo");
    expect(parseConfig({ APP_MODE: "" }).APP_MODE).toBe("demo");
    expect(parseConfig({ APP_MODE: "demo", NODE_ENV: "production" })).toMatchObject({
      APP_MODE: "demo",
      PAYMENT_PROVIDER: "sandbox",
    });
    expect(sandboxesAllowed(parseConfig({}))).toBe(true);
  });

  it("accepts only demo or live (a typo never falls back to either)", () => {
    for (const value of ["production", "LIVE", "prod", "true"])
      expect(() => parseConfig({ APP_MODE: value })).toThrow(/^ {2}APP_MODE: must be 'demo' or 'live'$/m);
  });

  it("refuses to start live on the defaults, naming every sandbox and every missing secret at once", () => {
    const env = { APP_MODE: "live" };
    expect(refused(env)).toEqual([
      "PAYMENT_PROVIDER",
      "MP_ACCESS_TOKEN",
      "MP_PUBLIC_KEY",
      "MP_WEBHOOK_SECRET",
      "RECAPTCHA_SITE_KEY",
      "RECAPTCHA_SECRET",
      "MUSIC_PROVIDER",
      "SPOTIFY_CLIENT_ID",
      "SPOTIFY_CLIENT_SECRET",
      "MAIL_TRANSPORT",
      "GEOCODER",
      "LLM_PROVIDER",
      "OPENAI_API_KEY",
      "SESSION_SECRET",
      "METRICS_TOKEN",
      "PUBLIC_URL",
      "DEMO_DATA",
    ]);
    const message = (() => {
      try {
        parseConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(
      "PAYMENT_PROVIDER: is 'sandbox', which approves any payment; live mode needs 'mercadopago'",
    );
    expect(message).toContain("MAIL_TRANSPORT: is 'outbox'");
    expect(message).toContain("DEMO_DATA: must be false in live mode");
    expect(message).toMatch(/APP_MODE=live starts only with real providers and real secrets/);
  });

  it("starts live when every provider is real and every secret given; local storage is allowed", () => {
    const live = parseConfig(LIVE_ENV);
    expect(live).toMatchObject({
      APP_MODE: "live",
      STORAGE: "local",
      PAYMENT_PROVIDER: "mercadopago",
      DEMO_DATA: false,
    });
    expect(sandboxesAllowed(live)).toBe(false);
  });

  it("names exactly the variables taken away from a live configuration (property)", () => {
    fc.assert(
      fc.property(fc.subarray(LIVE_KEYS, { minLength: 1 }), fc.boolean(), (missing, asEmpty) => {
        const env: Record<string, string | undefined> = { ...LIVE_ENV };
        for (const key of missing) env[key] = asEmpty ? "" : undefined;
        expect(refused(env).sort()).toEqual([...missing].sort());
      }),
    );
  });

  it.each([
    ["PAYMENT_PROVIDER", "sandbox", "is 'sandbox'"],
    ["MUSIC_PROVIDER", "sandbox", "is 'sandbox'"],
    ["GEOCODER", "sandbox", "is 'sandbox'"],
    ["LLM_PROVIDER", "template", "is 'template'"],
    ["MAIL_TRANSPORT", "outbox", "is 'outbox'"],
    ["DEMO_DATA", "true", "must be false"],
    ["PUBLIC_URL", "http://memorial.example", "must be an https:// URL"],
    ["MP_WEBHOOK_SECRET", "sandbox-webhook-secret", "is a public"],
    ["MP_ACCESS_TOKEN", "TEST-4821937465019283-031014-8f3a9c2e7b1d4f60a5e8c9b7d2f1a3e4-918273645", "test credential"],
    ["MP_PUBLIC_KEY", "TEST-7c1e9a42-5b3d-4f8e-a6c0-2d9b8e1f7a35", "test credential"],
    ["RECAPTCHA_SITE_KEY", "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI", "is a public"],
    ["RECAPTCHA_SECRET", "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe", "is a public"],
    ["SPOTIFY_CLIENT_SECRET", "changeme", "is a public"],
    ["OPENAI_API_KEY", "CHANGE-ME", "is a public"],
    ["SESSION_SECRET", "x".repeat(40), "placeholder"],
    ["SESSION_SECRET", "change-me-change-me-change-me-change-me", "placeholder"],
    ["METRICS_TOKEN", "change-me-change-me", "placeholder"],
  ])("refuses live with %s=%s (%s)", (key, value, why) => {
    expect(refused({ ...LIVE_ENV, [key]: value })).toEqual([key]);
    expect(() => parseConfig({ ...LIVE_ENV, [key]: value })).toThrow(new RegExp(`^ {2}${key}: .*${why}`, "m"));
  });

  it("accepts any random session secret live (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 24, maxLength: 64 }), (bytes) => {
        const secret = Buffer.from(bytes).toString("base64url");
        fc.pre(secret.length >= 32 && new Set(secret).size >= 10);
        expect(parseConfig({ ...LIVE_ENV, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
      }),
    );
  });

  it("names each variable once, and lists bad values and live refusals in the same message", () => {
    expect(refused({ ...LIVE_ENV, PORT: "abc", PUBLIC_URL: "not a url", GEOCODER: "sandbox" })).toEqual([
      "PORT",
      "PUBLIC_URL",
      "GEOCODER",
    ]);
    const { MP_ACCESS_TOKEN: _token, ...withoutToken } = LIVE_ENV;
    expect(refused(withoutToken)).toEqual(["MP_ACCESS_TOKEN"]);
  });

  it("keeps demo mode as it was: sandboxes, test credentials and the demo content are fine", () => {
    expect(() =>
      parseConfig({
        APP_MODE: "demo",
        PAYMENT_PROVIDER: "mercadopago",
        MP_ACCESS_TOKEN: "TEST-123",
        MP_PUBLIC_KEY: "TEST-456",
        MP_WEBHOOK_SECRET: "sandbox-webhook-secret",
        DEMO_DATA: "true",
      }),
    ).not.toThrow();
  });
});
