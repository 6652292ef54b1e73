import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { attendProfile } from "~/features/attendance/api/event.contract";
import { getProfileByUsername } from "~/features/memorial/api/memorial.contract";
import { searchTracks } from "~/features/music/api/music.contract";
import { initiatePayment, sandboxApprove } from "~/features/payments/api/payment.contract";
import { API_CLIENT_MESSAGES, type ApiAnswer, apiPath, apiUrl, callApi, postApi } from "./api-client";

type FetchCall = [url: string, init: RequestInit];

function answering(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (..._args: FetchCall) => response());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiPath and apiUrl", () => {
  it("fills each {parameter} with its value, percent-encoded inside its segment", () => {
    expect(apiPath<typeof sandboxApprove>("/api/payment/sandbox/approve/{paymentId}", { paymentId: "abc-123" })).toBe(
      "/api/payment/sandbox/approve/abc-123",
    );
    expect(apiPath(getProfileByUsername, { username: "ana/../x?y=1#z %ã" })).toBe(
      "/api/profile/getProfileByUsername/ana%2F..%2Fx%3Fy%3D1%23z%20%25%C3%A3",
    );
  });

  it("refuses a value that would address another call: empty, '.' or '..'", () => {
    for (const username of ["", ".", ".."]) {
      expect(() => apiPath(getProfileByUsername, { username }), username).toThrow(TypeError);
    }
  });

  it("adds the query string of the defined values only, encoded; none gives no '?'", () => {
    expect(apiUrl("/api/music/searchTracks", undefined, { q: "Águas de março & cia", page: undefined })).toBe(
      "/api/music/searchTracks?q=%C3%81guas+de+mar%C3%A7o+%26+cia",
    );
    expect(apiUrl("/api/music/searchTracks", undefined, { q: undefined })).toBe("/api/music/searchTracks");
    expect(apiUrl("/api/x/{id}", { id: "7" }, { page: 2, token: "a b" })).toBe("/api/x/7?page=2&token=a+b");
  });
});

describe("callApi", () => {
  it("sends the contract's method to its path, with the parameters and query filled in", async () => {
    const fetchMock = answering(() => Response.json({ success: true, profile: { username: "ana" } }));
    const result = await callApi(getProfileByUsername, { params: { username: "ana maria" }, query: { token: "t 1" } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/profile/getProfileByUsername/ana%20maria?token=t+1");
    expect(init).toMatchObject({ method: "GET", credentials: "same-origin", headers: { Accept: "application/json" } });
    expect(init.body).toBeUndefined();
    expect(result).toEqual({ ok: true, status: 200, data: { success: true, profile: { username: "ana" } } });
  });

  it("posts the body as JSON and gives the typed answer", async () => {
    const answer = {
      success: true,
      id: "0b6c3bb4-50f1-4a59-a1a6-1f8f4c4f1f3a",
      totalAmount: 35.9,
      totalAmountCents: 3590,
      description: "Adicionar saldo à carteira",
    };
    const fetchMock = answering(() => Response.json(answer, { status: 201 }));
    const body = { product: "wallet_topup", productRefId: answer.id, totalAmountCents: 3590 } as const;
    const result = await callApi(initiatePayment, { body });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/payment/initiatePayment");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(result.ok && result.data.totalAmountCents).toBe(3590);
  });

  it("turns a refusal into { ok: false, status, message, fields } with the server's pt-BR message", async () => {
    answering(() =>
      Response.json(
        { success: false, message: "Preencha todos os campos", fields: { name: "Informe seu nome" } },
        { status: 400 },
      ),
    );
    expect(await callApi(attendProfile, { body: { profileId: "p", name: "", email: "", cellphone: "" } })).toEqual({
      ok: false,
      status: 400,
      message: "Preencha todos os campos",
      fields: { name: "Informe seu nome" },
    });
  });

  it("says so in pt-BR when no answer arrives or the answer is not ours", async () => {
    answering(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await callApi(sandboxApprove, { params: { paymentId: "p1" } })).toEqual({
      ok: false,
      status: 0,
      message: API_CLIENT_MESSAGES.network,
    });
    answering(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await callApi(sandboxApprove, { params: { paymentId: "p1" } })).toEqual({
      ok: false,
      status: 502,
      message: API_CLIENT_MESSAGES.unexpected,
    });
    expect(API_CLIENT_MESSAGES.network).toMatch(/^Não foi possível falar com o servidor/);
  });

  it("never sends a call whose path parameter would address another one", async () => {
    const fetchMock = answering(() => Response.json({ success: true }));
    expect(await callApi(getProfileByUsername, { params: { username: ".." } })).toMatchObject({ ok: false, status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes the abort signal on", async () => {
    const controller = new AbortController();
    const fetchMock = answering(() => Response.json({ tracks: { items: [] } }));
    await callApi(searchTracks, { query: { q: "samba" } }, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]![1].signal).toBe(controller.signal);
  });

  it("types requests and answers from the contract", () => {
    expectTypeOf<ApiAnswer<typeof initiatePayment>>().toEqualTypeOf<{
      success: true;
      id: string;
      totalAmount: number;
      totalAmountCents: number;
      description: string;
    }>();
    expectTypeOf<ApiAnswer<typeof searchTracks>["tracks"]["items"][number]["id"]>().toEqualTypeOf<string>();
    // Compile-time only: the calls below are never made.
    const never = () => {
      // @ts-expect-error the path parameter is required
      void callApi(sandboxApprove);
      // @ts-expect-error an amount of the wrong type
      void callApi(initiatePayment, { body: { product: "tribute", productRefId: "x", totalAmountCents: "1000" } });
      // @ts-expect-error a field the request does not know
      void callApi(initiatePayment, { body: { product: "tribute", productRefId: "x", price: 10 } });
      // @ts-expect-error a path that is not the contract's
      void postApi<typeof attendProfile>("/api/event/attend", { profileId: "p" });
    };
    expect(never).toBeTypeOf("function");
  });
});

describe("postApi, for the public pages' scripts", () => {
  it("posts JSON to the contract's path and reads the typed answer", async () => {
    const fetchMock = answering(() =>
      Response.json({ success: true, message: "Presença registrada" }, { status: 201 }),
    );
    const body = { profileId: "p1", name: "Carla", email: "carla@exemplo.com", cellphone: "11987654321" };
    const response = await postApi<typeof attendProfile>("/api/event/attendProfile", body);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/event/attendProfile");
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(String(init.body))).toEqual(body);
    const answer = await response.json();
    expect(answer.success && answer.message).toBe("Presença registrada");
  });
});

/** Every source file under app/, with its path. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("calls to the API", () => {
  it("go through the typed client: no fetch to a written /api/ path anywhere in app/", () => {
    const app = path.resolve(import.meta.dirname, "../..");
    const here = [path.join(import.meta.dirname, "api-client.ts"), import.meta.filename];
    const offenders = sources(app)
      .filter((file) => !here.includes(file))
      .filter((file) => /\bfetch\(\s*["'`]\/api/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });
});
