import { describe, expect, it } from "vitest";
import { ConfigError, exampleChannels, parseConfig } from "./config.server";

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
