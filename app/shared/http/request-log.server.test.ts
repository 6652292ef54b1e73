import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loggerOptions } from "../logger.server";
import { redactUrl } from "./log-redaction";
import { requestLogger } from "./request-log.server";

let lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});
const log = pino(loggerOptions("info"), sink);

let base = "";
let server: ReturnType<express.Express["listen"]> | undefined;
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(requestLogger(log));
  app.use((_req, res) => {
    res.append("Set-Cookie", "memorial_session=SESSAO-NOVA; Path=/; HttpOnly");
    res.send("ok");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));
beforeEach(() => {
  lines = [];
});

/** A request as a browser sends it, and the log line it left. */
async function logged(path: string): Promise<{ line: string; entry: Record<string, unknown> }> {
  await fetch(`${base}${path}`, {
    headers: {
      cookie: "memorial_session=SESSAO-ANTIGA; memorial_consent=CONSENTIMENTO",
      authorization: "Bearer CHAVE",
      "user-agent": "Mozilla/5.0 (teste)",
      "x-request-id": "pedido-12345678",
    },
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(1);
  return { line: lines[0]!, entry: JSON.parse(lines[0]!) as Record<string, unknown> };
}

describe("the request log", () => {
  it("keeps cookies, Set-Cookie and the reset link's token out of the line", async () => {
    const { line, entry } = await logged("/resetPassword?token=TOKEN-DE-RESET&origem=email");
    for (const secret of ["SESSAO-ANTIGA", "CONSENTIMENTO", "SESSAO-NOVA", "CHAVE", "TOKEN-DE-RESET"]) {
      expect(line).not.toContain(secret);
    }
    expect(entry.req).toEqual({
      id: "pedido-12345678",
      method: "GET",
      url: "/resetPassword?token=[redacted]&origem=email",
      remoteAddress: "127.0.0.1",
      userAgent: "Mozilla/5.0 (teste)",
    });
    expect(entry.res).toEqual({ statusCode: 200 });
    expect(typeof entry.responseTime).toBe("number");
  });

  it("redacts a private memorial's token, in the path or the query", async () => {
    const { line, entry } = await logged("/profile/joao-silva/TOKEN-PRIVADO?token=OUTRO-TOKEN");
    expect(line).not.toMatch(/TOKEN-PRIVADO|OUTRO-TOKEN/);
    expect((entry.req as { url: string }).url).toBe("/profile/joao-silva/[redacted]?token=[redacted]");
  });

  it("stays small: no headers, one line well under 1 KB", async () => {
    const { line, entry } = await logged("/busca?q=maria");
    expect(line.length).toBeLessThan(500);
    expect(JSON.stringify(entry)).not.toMatch(/headers|cookie/i);
  });
});

describe("any log line", () => {
  it("censors headers and redacts a url field, as error logs carry them", () => {
    log.error(
      { url: "http://localhost/profile/ana/SEGREDO?token=T", headers: { cookie: "c=SESSAO", "set-cookie": ["x=Y"] } },
      "request failed",
    );
    const entry = JSON.parse(lines[0]!) as { url: string; headers: Record<string, unknown> };
    expect(entry.url).toBe("http://localhost/profile/ana/[redacted]?token=[redacted]");
    expect(entry.headers).toEqual({ cookie: "[redacted]", "set-cookie": "[redacted]" });
  });
});

describe("redactUrl", () => {
  it.each([
    ["/profile/ana", "/profile/ana"],
    ["/profile/ana?aba=fotos", "/profile/ana?aba=fotos"],
    ["/PROFILE/ana/T0K3N/", "/PROFILE/ana/[redacted]/"],
    ["/music-callback?code=C&state=S", "/music-callback?code=[redacted]&state=[redacted]"],
    ["/api/profile/getProfile/ana?Token=T&x=%C3%A9", "/api/profile/getProfile/ana?Token=[redacted]&x=%C3%A9"],
    ["/a?to%6Ben=T", "/a?to%6Ben=[redacted]"],
    ["/a#token=T", "/a"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
