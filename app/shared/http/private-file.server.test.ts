import { describe, expect, it } from "vitest";
import { ForbiddenError } from "./errors";
import { privateFileResponse } from "./private-file.server";

describe("privateFileResponse", () => {
  it("serves the file never cached, under a name that cannot break its header", async () => {
    const answer = await privateFileResponse(async () => ({
      body: new Uint8Array([1, 2, 3]),
      contentType: "application/pdf",
      filename: 'placas-"x"\r\nSet-Cookie: a=b.pdf',
    }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="placas-xSet-Cookieab.pdf"');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("answers a refusal in the service's words, in plain text, never cached; other errors propagate", async () => {
    const refused = await privateFileResponse(async () => {
      throw new ForbiddenError("Apenas administradores.");
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Apenas administradores.");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    await expect(
      privateFileResponse(async () => {
        throw new Error("disk on fire");
      }),
    ).rejects.toThrow("disk on fire");
  });
});
