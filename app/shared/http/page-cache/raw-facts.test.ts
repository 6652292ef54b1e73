import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFactsOf } from "~/shared/http/request-context.server";
import { rawRequestFacts, type TrustProxy } from "./raw-facts.server";

/**
 * The page cache's front door reads a raw request before Express does: it must see the same
 * client, scheme and host as Express's req.ip, req.protocol and req.host under the same rule.
 */
const servers: http.Server[] = [];
async function factsServer(trust: unknown) {
  const app = express();
  app.set("trust proxy", trust);
  app.get(/.*/, (req, res) => {
    const { requestId: _expressId, ...express } = requestFactsOf(req);
    const { requestId: _rawId, ...raw } = rawRequestFacts(req, app.get("trust proxy fn") as TrustProxy);
    res.json({ express, raw });
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(base: string, headers: Record<string, string>) {
  return new Promise<{ express: unknown; raw: unknown }>((resolve, reject) => {
    http
      .get(`${base}/profile/x`, { headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(JSON.parse(body) as { express: unknown; raw: unknown }));
      })
      .on("error", reject);
  });
}

const CASES: Array<Record<string, string>> = [
  {},
  { host: "memorial.example" },
  { host: "memorial.example", "x-forwarded-host": "outro.example, terceiro.example" },
  { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" },
  { "x-forwarded-proto": "https, http", "x-forwarded-for": "198.51.100.1, 10.0.0.2, 127.0.0.1" },
  { "x-forwarded-for": " , 203.0.113.9 ,", "user-agent": "Celular", cookie: "a=b" },
];

let trusted = "";
let untrusted = "";
let hops = "";
beforeAll(async () => {
  trusted = await factsServer("loopback");
  untrusted = await factsServer(false);
  hops = await factsServer(2);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("a raw request's facts", () => {
  it("are Express's, whether the peer is a trusted proxy, untrusted, or trusted for some hops", async () => {
    for (const base of [trusted, untrusted, hops]) {
      for (const headers of CASES) {
        const { express, raw } = await get(base, headers);
        expect(raw, JSON.stringify(headers)).toEqual(express);
      }
    }
  });
});
