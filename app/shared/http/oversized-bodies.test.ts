import { type AddressInfo, connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createApiRouter } from "~/api.server";
import { DEFAULT_MAX_UPLOAD_BYTES, tooLargeMessage } from "~/shared/images/upload.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { FORM_BODY_LIMIT, FORM_TOO_LARGE, refuseLargePageBodies } from "./forms.server";
import { requestContext } from "./request-context.server";
import { uploadBodyLimit } from "./upload-form.server";

/*
 * Issue 20: a body over the limit used to break the connection (the client saw EPIPE or
 * ECONNRESET while still sending) instead of reading the pt-BR 413. A real server and a client
 * that sends the whole body, as browsers and HTTP libraries do, and must read the answer.
 */

const { db } = setupTestDatabase();
let base = "";
let server: ReturnType<express.Express["listen"]> | undefined;

beforeAll(async () => {
  const app = express();
  app.use(requestContext());
  app.use("/api", createApiRouter());
  app.use(
    refuseLargePageBodies({
      multipart: { limit: uploadBodyLimit(), message: tooLargeMessage(DEFAULT_MAX_UPLOAD_BYTES) },
    }),
  );
  app.use((_req, res) => void res.send("página"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

/**
 * Sends the request whole, then reads the answer, as many HTTP clients do (Python's requests,
 * urllib, Java's HttpURLConnection): a failed write (EPIPE, ECONNRESET: the server closed the
 * connection while the body was still coming) fails the call before any answer is read.
 */
function send(path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", reject);
    const head =
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: ${body.length}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      "\r\n";
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", write);
      }
      // All sent: now the answer is read, to the end of the connection.
      socket.on("end", () => {
        const raw = Buffer.concat(received).toString("utf8");
        const [statusLine = "", ...rest] = raw.split("\r\n");
        const text = rest.join("\r\n").split("\r\n\r\n").slice(1).join("\r\n\r\n");
        resolve({ status: Number(statusLine.split(" ")[1]), text });
      });
    };
    socket.write(head, write);
  });
}

function multipart(fileBytes: number, fields: Record<string, string>) {
  const boundary = "----limite20";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(fileBytes, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("a body over the limit is answered with the pt-BR 413, never a broken connection", () => {
  it("an API JSON body over 100 KB", async () => {
    const body = Buffer.from(JSON.stringify({ message: "x".repeat(3 * 1024 * 1024) }));
    const answer = await send("/api/contact", body, { "content-type": "application/json" });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ success: false, message: "O corpo da requisição é grande demais." });
  });

  it("a page form over 64 KB", async () => {
    const body = Buffer.from(`mensagem=${"x".repeat(48 * 1024 * 1024)}`);
    const answer = await send("/contato", body, { "content-type": "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(FORM_TOO_LARGE);
    expect(body.length).toBeGreaterThan(FORM_BODY_LIMIT);
  });

  it("a page's photo form over the upload limit", async () => {
    const { body, contentType } = multipart(3 * DEFAULT_MAX_UPLOAD_BYTES, {});
    const answer = await send("/profile/ana/gallery", body, { "content-type": contentType });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(tooLargeMessage(DEFAULT_MAX_UPLOAD_BYTES));
  });

  it("an API multipart upload over the limit, by its owner", async () => {
    const { user, cookie } = await signedInUser(db());
    const profile = await createProfile(db(), { userId: user.id });
    const { body, contentType } = multipart(3 * DEFAULT_MAX_UPLOAD_BYTES, { profileId: profile.id });
    const answer = await send("/api/profile/registerImageInGallery", body, { "content-type": contentType, cookie });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({
      success: false,
      message: tooLargeMessage(DEFAULT_MAX_UPLOAD_BYTES),
    });
  });
});
