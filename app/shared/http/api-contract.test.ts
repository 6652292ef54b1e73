import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiCatalogue } from "~/api.contract";
import { CONTRACT_VIOLATION_HEADER, contractCheck } from "../../../tests/support/api";
import { error, matchOperation, ok, operation, pathParams, responseProblem, success } from "./api-contract";

const sample = [
  operation({
    method: "get",
    path: "/api/things/{id}",
    summary: "A thing",
    tags: ["things"],
    request: { params: pathParams("id") },
    responses: { 200: ok("The thing.", success({ name: z.string() })), 404: error("Unknown thing.") },
  }),
  operation({
    method: "get",
    path: "/api/things/special/{id}",
    summary: "A special thing",
    tags: ["things"],
    responses: { 200: ok("The special thing.", success({ special: z.boolean() })) },
  }),
  operation({
    method: "post",
    path: "/api/things",
    summary: "Make a thing",
    tags: ["things"],
    responses: { 201: ok("Made.", success({})) },
  }),
];

const GET = (url: string) => ({ method: "GET", url });

describe("responseProblem", () => {
  it("accepts an answer its contract describes", () => {
    expect(responseProblem(sample, GET("/api/things/7?x=1"), 200, { success: true, name: "Vaso" })).toBeNull();
    expect(
      responseProblem(sample, GET("/api/things/7"), 404, { success: false, message: "Não encontrado." }),
    ).toBeNull();
  });

  it("catches a field the response schema does not name", () => {
    const problem = responseProblem(sample, GET("/api/things/7"), 200, { success: true, name: "Vaso", secret: "x" });
    expect(problem).toMatch(/the 200 body does not match GET \/api\/things\/\{id\}/);
    expect(problem).toContain("secret");
  });

  it("catches a missing field, a wrong type and an error shape with extra fields", () => {
    expect(responseProblem(sample, GET("/api/things/7"), 200, { success: true })).toContain("name");
    expect(responseProblem(sample, GET("/api/things/7"), 200, { success: true, name: 3 })).toContain("name");
    expect(
      responseProblem(sample, GET("/api/things/7"), 404, { success: false, message: "x", stack: "at ..." }),
    ).toContain("stack");
  });

  it("catches a status the call does not document", () => {
    expect(responseProblem(sample, GET("/api/things/7"), 409, { success: false, message: "x" })).toMatch(
      /status 409 is not documented/,
    );
  });

  it("documents the answers every call can give: 400 and 500, plus 403 and 413 on writes", () => {
    const failure = { success: false, message: "x" };
    for (const status of [400, 500]) expect(responseProblem(sample, GET("/api/things/7"), status, failure)).toBeNull();
    for (const status of [403, 413]) {
      expect(responseProblem(sample, GET("/api/things/7"), status, failure)).not.toBeNull();
      expect(responseProblem(sample, { method: "POST", url: "/api/things" }, status, failure)).toBeNull();
    }
  });

  it("lets an address no call answers give only the catch-all error", () => {
    const notFound = { success: false, message: "Rota não encontrada." };
    expect(responseProblem(sample, GET("/api/nothing"), 404, notFound)).toBeNull();
    expect(responseProblem(sample, GET("/api/nothing"), 200, { success: true })).toMatch(/no operation describes/);
    expect(responseProblem(sample, { method: "DELETE", url: "/api/things/7" }, 404, notFound)).toBeNull();
  });
});

describe("matchOperation", () => {
  it("routes like Express: a literal segment beats a parameter, case and a trailing slash do not matter", () => {
    expect(matchOperation(sample, "GET", "/api/things/special/1")?.path).toBe("/api/things/special/{id}");
    expect(matchOperation(sample, "GET", "/api/things/special")?.path).toBe("/api/things/{id}");
    expect(matchOperation(sample, "get", "/API/Things/7/")?.path).toBe("/api/things/{id}");
    expect(matchOperation(sample, "HEAD", "/api/things/7")?.path).toBe("/api/things/{id}");
    expect(matchOperation(sample, "GET", "/api/things/7/more")).toBeUndefined();
    expect(matchOperation(sample, "PUT", "/api/things/7")).toBeUndefined();
  });

  it("finds every call of the catalogue from any value of its path parameters", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,40}$/);
    fc.assert(
      fc.property(fc.constantFrom(...apiCatalogue), fc.array(segment, { minLength: 3, maxLength: 3 }), (op, values) => {
        let i = 0;
        const pathname = op.path.replace(/\{\w+\}/g, () => values[i++]!);
        expect(matchOperation(apiCatalogue, op.method.toUpperCase(), pathname)).toBe(op);
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});

describe("contractCheck (the hook every API test runs through)", () => {
  let base = "";
  let server: ReturnType<express.Express["listen"]> | undefined;
  beforeAll(async () => {
    const app = express();
    app.use(contractCheck(sample));
    app.get("/api/things/:id", (req, res) => {
      if (req.params.id === "text") res.type("text").send("ok");
      else res.json({ success: true, name: "Vaso", ...(req.params.id === "leaky" && { passwordHash: "x" }) });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("flags an answer carrying an undocumented field, and only that one", async () => {
    const clean = await fetch(`${base}/api/things/1`);
    expect(clean.headers.get(CONTRACT_VIOLATION_HEADER)).toBeNull();
    const leaky = await fetch(`${base}/api/things/leaky`);
    expect(decodeURIComponent(leaky.headers.get(CONTRACT_VIOLATION_HEADER) ?? "")).toContain("passwordHash");
    // The client still gets the answer; the test harness (startTestApi) turns the flag into a failure.
    expect(await leaky.json()).toMatchObject({ success: true });
  });

  it("flags an answer that is not JSON at all", async () => {
    const text = await fetch(`${base}/api/things/text`);
    expect(decodeURIComponent(text.headers.get(CONTRACT_VIOLATION_HEADER) ?? "")).toContain("without res.json");
  });
});
