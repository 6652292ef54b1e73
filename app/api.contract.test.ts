import { describe, expect, it } from "vitest";
import { apiCatalogue } from "./api.contract";
import { createApiRouter } from "./api.server";

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD /api/path` the Express routers register, walking the router stack. */
function registeredCalls(stack: Layer[], prefix: string): string[] {
  const calls: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const path = `${prefix}${String(layer.route.path)}`.replace(/\/$/, "").replace(/:(\w+)/g, "{$1}");
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== "_all") calls.push(`${method.toUpperCase()} ${path}`);
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      calls.push(...registeredCalls(layer.handle.stack, `${prefix}${mount}`));
    }
  }
  return calls;
}

describe("the /api/ catalogue", () => {
  const registered = registeredCalls((createApiRouter() as unknown as { stack: Layer[] }).stack, "/api");
  const described = apiCatalogue.map((op) => `${op.method.toUpperCase()} ${op.path}`);

  it("finds the calls of the routers (the walk itself works)", () => {
    expect(registered).toContain("POST /api/auth/login");
    expect(registered).toContain("GET /api/profile/searchProfiles/{term}");
    expect(registered).toContain("POST /api/contact");
    expect(registered.length).toBeGreaterThan(30);
  });

  it("describes every call a router registers", () => {
    expect(registered.filter((call) => !described.includes(call))).toEqual([]);
  });

  it("describes no call that no router registers, and none twice", () => {
    expect(described.filter((call) => !registered.includes(call))).toEqual([]);
    expect(new Set(described).size).toBe(described.length);
  });
});
