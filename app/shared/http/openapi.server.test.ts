import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiCatalogue } from "~/api.contract";
import { startTestApi } from "../../../tests/support/api";
import { component, ok, operation, pathParams, success } from "./api-contract";
import { openApiDocument } from "./openapi.server";

const document = openApiDocument(apiCatalogue);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

type Json = Record<string, unknown>;

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

function resolve(ref: string): unknown {
  expect(ref.startsWith("#/")).toBe(true);
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")],
      document,
    );
}

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op: op as Json })),
);

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1.0 with a title, a version and the session cookie scheme", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("gives every path at least one operation, and every operation a summary, tags and JSON responses", () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(Object.keys(item).length).toBeGreaterThan(0);
      for (const method of Object.keys(item)) expect(METHODS).toContain(method);
    }
    for (const { op } of operations) {
      expect(op.summary).toBeTruthy();
      expect((op.tags as string[]).length).toBeGreaterThan(0);
      const responses = Object.entries(op.responses as Record<string, Json>);
      expect(responses.length).toBeGreaterThan(0);
      for (const [status, response] of responses) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(response.description).toBeTruthy();
        expect(response).toHaveProperty(["content", "application/json", "schema"]);
      }
    }
  });

  it("declares every path parameter of a template, and only those, as required", () => {
    for (const { path, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = ((op.parameters ?? []) as Json[]).filter((p) => p.in === "path");
      expect(declared.map((p) => p.name).sort(), path).toEqual(inPath.sort());
      for (const p of declared) expect(p.required).toBe(true);
    }
  });

  it("has unique operation ids and resolves every $ref", () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(ref), ref).toBeTypeOf("object");
  });

  it("describes errors with the one error component and the calls by their domain", () => {
    const login = document.paths["/api/auth/login"]!.post as Json;
    expect(login).toHaveProperty(["responses", "401", "content", "application/json", "schema"], {
      $ref: "#/components/schemas/ApiError",
    });
    expect(login.tags).toEqual(["auth"]);
    expect(login).toHaveProperty(["requestBody", "content", "application/json", "schema", "properties", "email"]);
    const search = document.paths["/api/profile/searchProfiles/{term}"]!.get as Json;
    expect(search.parameters).toContainEqual(expect.objectContaining({ name: "page", in: "query", required: false }));
    expect(document.paths["/api/user/getUser/{id}"]!.get).toMatchObject({ security: [{ sessionCookie: [] }] });
    // Answers are closed: an integrator learns that no other field will appear.
    expect(document.components.schemas.FullProfile).toMatchObject({ additionalProperties: false });
    expect(document.components.schemas.FullProfile).toHaveProperty(["properties", "birthDate", "anyOf", 0], {
      type: "string",
      format: "date",
    });
  });

  it("describes the uploads as multipart forms with a binary file field", () => {
    const body = (
      document.paths["/api/profile/registerImageInGallery"] as {
        post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
      }
    ).post.requestBody.content;
    expect(Object.keys(body)).toEqual(["multipart/form-data"]);
    expect(body["multipart/form-data"]!.schema.properties.image).toMatchObject({ type: "string", format: "binary" });
  });

  it("refuses two different schemas under one component name", () => {
    const twin = (shape: z.ZodRawShape) =>
      operation({
        method: "get",
        path: `/api/twin/{id}`,
        summary: "Twin",
        tags: ["twin"],
        request: { params: pathParams("id") },
        responses: { 200: ok("Twin.", component("Twin", success(shape))) },
      });
    const first = twin({ a: z.string() });
    const second = { ...twin({ b: z.number() }), method: "post" as const };
    expect(() => openApiDocument([first, second])).toThrow(/Twin/);
  });
});

describe("GET /api/openapi.json", () => {
  const api = startTestApi();

  it("serves the document generated from the contracts, as JSON and never cached", async () => {
    const response = await api.call("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
