import { afterEach, describe, expect, it } from "vitest";
import { passesCaptcha, setCaptcha } from "./captcha";
import { RecaptchaVerifier } from "./recaptcha";
import { SandboxCaptcha } from "./sandbox";

afterEach(() => setCaptcha(undefined));

describe("the sandbox bot check", () => {
  it.each([
    ["sandbox:0.9", true],
    ["sandbox:1", true],
    ["sandbox:0.41", true],
    ["sandbox:0.4", false],
    ["sandbox:0.1", false],
    ["sandbox:2", false],
    ["sandbox:", false],
    ["0.9", false],
    ["", false],
  ])("%j passes: %s", async (token, passes) => {
    setCaptcha(new SandboxCaptcha());
    expect(await passesCaptcha(token, {})).toBe(passes);
  });

  it("is the default when no reCAPTCHA secret is configured", async () => {
    expect(await passesCaptcha("sandbox:0.9", {})).toBe(true);
    expect(await passesCaptcha(undefined, {})).toBe(false);
  });
});

describe("the reCAPTCHA v3 client", () => {
  function verifierAnswering(answer: unknown, status = 200) {
    const calls: { url: string; body: URLSearchParams }[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: new URLSearchParams(init?.body as URLSearchParams) });
      return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
    }) as typeof globalThis.fetch;
    return { verifier: new RecaptchaVerifier({ secret: "segredo", fetch }), calls };
  }

  it("posts the secret, the token and the client address to siteverify and reads the score", async () => {
    const { verifier, calls } = verifierAnswering({ success: true, score: 0.7, action: "login" });
    expect(await verifier.verify("tok", { ip: "203.0.113.9", action: "login" })).toEqual({ success: true, score: 0.7 });
    expect(calls[0]!.url).toBe("https://www.google.com/recaptcha/api/siteverify");
    expect(Object.fromEntries(calls[0]!.body)).toEqual({ secret: "segredo", response: "tok", remoteip: "203.0.113.9" });
  });

  it("fails a token for another action, a refused token and an unreachable service", async () => {
    expect(
      await verifierAnswering({ success: true, score: 0.9, action: "tribute" }).verifier.verify("t", {
        action: "login",
      }),
    ).toEqual({ success: false, score: 0 });
    expect(
      await verifierAnswering({ success: false, "error-codes": ["invalid-input-response"] }).verifier.verify("t", {}),
    ).toEqual({ success: false, score: 0 });
    expect(await verifierAnswering({}, 500).verifier.verify("t", {})).toEqual({ success: false, score: 0 });
    const offline = new RecaptchaVerifier({
      secret: "s",
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof globalThis.fetch,
    });
    expect(await offline.verify("t", {})).toEqual({ success: false, score: 0 });
  });
});
