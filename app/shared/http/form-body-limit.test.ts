import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, FORM_TOO_LARGE, readFormData, refuseLargePageBodies } from "./forms.server";

const KB = 1024;

/** A form body streamed in 1 KB chunks without a Content-Length; counts what was pulled from it. */
function streamedForm(totalBytes: number) {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode(`a=${"x".repeat(KB - 3)}&`);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= totalBytes) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/contato", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

describe("readFormData", () => {
  it("refuses a declared body over 64 KB with a pt-BR 413, reading nothing", async () => {
    const { request, pulled } = streamedForm(10 * 1024 * KB);
    request.headers.set("content-length", String(FORM_BODY_LIMIT + 1));
    const thrown = await readFormData(request).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 413 }, data: { message: FORM_TOO_LARGE } });
    expect(pulled.bytes).toBeLessThanOrEqual(KB * 2);
  });

  it("stops reading a streamed body once it passes the limit", async () => {
    const { request, pulled } = streamedForm(10 * 1024 * KB);
    const thrown = await readFormData(request).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 413 }, data: { message: FORM_TOO_LARGE } });
    expect(pulled.bytes).toBeLessThan(FORM_BODY_LIMIT + 8 * KB);
  });

  it("reads a form up to the limit, and a caller may allow a larger one", async () => {
    const value = "é".repeat((FORM_BODY_LIMIT - 100) / 6);
    const request = () =>
      new Request("http://localhost/contato", { method: "POST", body: new URLSearchParams({ message: value }) });
    expect((await readFormData(request())).get("message")).toBe(value);
    const { request: big } = streamedForm(200 * KB);
    expect((await readFormData(big, { limit: 256 * KB })).getAll("a")).toHaveLength(200);
  });
});

describe("refuseLargePageBodies", () => {
  let base = "";
  let server: ReturnType<express.Express["listen"]> | undefined;
  beforeAll(async () => {
    const app = express();
    app.use(refuseLargePageBodies({ multipart: { limit: 512 * KB, message: "A imagem é grande demais." } }));
    app.use((req, res) => {
      req.resume();
      req.on("end", () => res.send("lido"));
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it("answers a page POST declaring more than 64 KB with a pt-BR page, before the action", async () => {
    const res = await fetch(`${base}/contato`, { method: "POST", body: "a=" + "x".repeat(FORM_BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain(FORM_TOO_LARGE);
  });

  it("gives multipart forms (a photo) their own limit and message", async () => {
    const photo = (bytes: number) => {
      const body = new FormData();
      body.set("image", new Blob([new Uint8Array(bytes)]), "foto.jpg");
      return fetch(`${base}/profile/ana`, { method: "POST", body });
    };
    expect(await (await photo(200 * KB)).text()).toBe("lido");
    const refused = await photo(600 * KB);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("A imagem é grande demais.");
  });

  it("lets smaller posts and every GET through", async () => {
    expect(await (await fetch(`${base}/contato`, { method: "POST", body: "a=1" })).text()).toBe("lido");
    expect(await (await fetch(`${base}/contato`)).text()).toBe("lido");
  });
});
