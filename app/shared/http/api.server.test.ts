import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorHandler } from "./api.server";

let base = "";
let server: ReturnType<express.Express["listen"]> | undefined;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("X-Request-Id", "req-12345678");
    next();
  });
  app.get("/boom", () => {
    throw new Error("connection to 10.0.0.5 refused: password authentication failed");
  });
  app.use(apiErrorHandler);
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

describe("an unexpected API failure", () => {
  it("answers the spec's 'Erro interno do servidor: {detail}' with the request's reference, never the error", async () => {
    const response = await fetch(`${base}/boom`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body).toEqual({
      success: false,
      message: "Erro interno do servidor: falha inesperada (referência req-12345678).",
    });
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.5|password/);
  });
});
