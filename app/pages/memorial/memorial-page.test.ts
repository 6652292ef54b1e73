import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { createAttendance, createCemetery, createTribute } from "../../../tests/factories";
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { memorialMembers, profileKinships, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { AboutPanel } from "./components/about-panel";
import { action, loader } from "./memorial";
import type { MemorialPageData } from "./memorial-page.server";
import { memorialCast, type MemorialCast } from "../../features/memorial/memorial.test-helpers";
import { loader as ogLoader } from "../../features/memorial/og/og-image-route";
import { OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH } from "../../features/memorial/og/og-image.server";
import { testLoadContext } from "../../../tests/support/context";
import { memorialPageOf } from "./memorial-data.test-helpers";

const { db } = setupTestDatabase();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
});

type LoaderArgs = Parameters<typeof loader>[0];
interface Loaded {
  data: MemorialPageData;
  init: ResponseInit | null;
}

function args(path: string, params: Record<string, string>, cookie?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`http://localhost:3000${path}`, { ...init, headers });
  return { request, params, context: testLoadContext(request, { ip: "10.9.9.9" }) } as unknown as LoaderArgs;
}

async function load(path: string, params: Record<string, string>, cookie?: string): Promise<Loaded> {
  const answer = (await loader(args(path, params, cookie))) as unknown as { init: ResponseInit | null };
  return { data: memorialPageOf(answer), init: answer.init };
}

async function redirected(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, location: response.headers.get("location") };
}

describe("the memorial page loader", () => {
  it("redirects /profile/@handle to /profile/handle, keeping the token and the query", async () => {
    const target = await redirected(
      load("/profile/@publico.da.silva/abc?aba=galeria", { username: "@publico.da.silva", token: "abc" }),
    );
    expect(target).toEqual({ status: 301, location: "/profile/publico.da.silva/abc?aba=galeria" });
  });

  it("sends unknown, private and inactive memorials home with one same sentence, for anyone not allowed", async () => {
    for (const username of ["ninguem", "privado.souza", "inativo.lima"]) {
      expect(await redirected(load(`/profile/${username}`, { username }))).toEqual({
        status: 302,
        location: "/home?motivo=memorial-indisponivel",
      });
      expect(await redirected(load(`/profile/${username}`, { username }, cast.stranger.cookie))).toMatchObject({
        location: "/home?motivo=memorial-indisponivel",
      });
    }
    const wrong = await redirected(
      load("/profile/privado.souza/errado", { username: "privado.souza", token: "errado" }),
    );
    expect(wrong.location).toBe("/home?motivo=memorial-indisponivel");
  });

  it("opens a private memorial with its token, without referrer and not for indexing", async () => {
    const token = cast.privateProfile.accessToken;
    const { data, init } = await load(`/profile/privado.souza/${token}`, { username: "privado.souza", token });
    expect(data.profile.name).toBe("Privado Souza");
    expect(data.manage).toBe(false);
    expect(data.profile).not.toHaveProperty("token");
    expect(data.basePath).toBe(`/profile/privado.souza/${token}`);
    expect(data.shareUrl).toBe(`http://localhost:3000/profile/privado.souza/${token}`);
    expect(data.ogImage).toBeUndefined();
    const headers = new Headers(init?.headers);
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-robots-tag")).toBe("noindex");
  });

  it("lets the owner share a private memorial with its token", async () => {
    const { data } = await load("/profile/privado.souza", { username: "privado.souza" }, cast.owner.cookie);
    expect(data.manage).toBe(true);
    expect(data.sharePath).toBe(`/profile/privado.souza/${cast.privateProfile.accessToken}`);
    expect(data.basePath).toBe("/profile/privado.souza");
  });

  it("shows the owner bar (the panel's door) to the people who manage the memorial, and to nobody else", async () => {
    const path = ["/profile/publico.da.silva", { username: "publico.da.silva" }] as const;
    expect((await load(...path, cast.owner.cookie)).data.ownerBar).toEqual({
      href: "/painel/publico.da.silva",
      role: "administrator",
    });
    expect((await load(...path, cast.admin.cookie)).data.ownerBar).toMatchObject({ role: "site-admin" });
    expect((await load(...path, cast.stranger.cookie)).data.ownerBar).toBeNull();
    expect((await load(...path)).data.ownerBar).toBeNull();
    const token = cast.privateProfile.accessToken;
    const withLink = await load(`/profile/privado.souza/${token}`, { username: "privado.souza", token });
    expect(withLink.data.ownerBar).toBeNull();
  });

  it("gives the memorial's own team its part in the owner bar and the family's side of the tributes", async () => {
    const path = ["/profile/publico.da.silva", { username: "publico.da.silva" }] as const;
    const profileId = cast.publicProfile.id;
    const editor = await signedInUser(db(), { name: "Edite" });
    const coAdmin = await signedInUser(db(), { name: "Coadmin" });
    await db()
      .insert(memorialMembers)
      .values([
        { profileId, userId: editor.user.id, role: "editor" },
        { profileId, userId: coAdmin.user.id, role: "administrator" },
        // A site admin who also helps run it: the bar names the part, as the team screen does.
        { profileId, userId: cast.admin.user.id, role: "editor" },
      ]);
    for (const [who, role] of [
      [editor, "editor"],
      [coAdmin, "administrator"],
      [cast.owner, "administrator"],
      [cast.admin, "editor"],
    ] as const) {
      const { data } = await load(...path, who.cookie);
      expect(data.ownerBar, who.user.name).toEqual({ href: "/painel/publico.da.silva", role });
      expect(data.moderation, who.user.name).toEqual({ approveTributes: false, items: [] });
      expect(data.claimHref, who.user.name).toBe(
        role === "administrator" || who === cast.admin ? null : "/reivindicar/publico.da.silva",
      );
    }
    const { data } = await load(...path, cast.stranger.cookie);
    expect(data.moderation).toBeNull();
  });

  it("shows a public memorial to anyone, with its tributes, and points og:image at the preview route", async () => {
    await createTribute(db(), { profileId: cast.publicProfile.id, type: "Candle" });
    const { data, init } = await load("/profile/publico.da.silva?filtro=velas", { username: "publico.da.silva" });
    expect(new Headers(init?.headers).get("referrer-policy")).toBeNull();
    expect(data.candles).toBe(1);
    expect(data.tributes.items).toHaveLength(1);
    expect(data.query.filtro).toBe("velas");
    expect(data.shareUrl).toBe("http://localhost:3000/profile/publico.da.silva");
    expect(data.ogImage).toBe("/og/profile/publico.da.silva.jpg");
  });

  it("shows the religious reference as a quote with its source and each relative's message beside them, while paid", async () => {
    const id = cast.publicProfile.id;
    await db()
      .update(profiles)
      .set({ type: "Platina", religiousReferenceId: "evangelica-joao-14" })
      .where(eq(profiles.id, id));
    await db()
      .insert(profileKinships)
      .values([
        { profileId: id, name: "Rosa", degree: "Filha", message: "Minha flor, seja forte.", position: 0 },
        { profileId: id, name: "Jorge", degree: "Pai", position: 1 },
      ]);
    const page = async () => {
      const { data } = await load("/profile/publico.da.silva", { username: "publico.da.silva" });
      return renderToStaticMarkup(
        createElement(AboutPanel, { profile: data.profile, music: { embedUrl: null, canCreate: false, action: "" } }),
      );
    };
    const paid = await page();
    expect(paid).toMatch(/<blockquote[^>]*>Na casa de meu Pai há muitas moradas\.<\/blockquote>/);
    expect(paid).toContain("João 14:2. Bíblia, tradução de João Ferreira de Almeida");
    expect(paid).toMatch(/Rosa<\/span>.*Filha<\/span><p[^>]*>.*Minha flor, seja forte\./);
    // The plan lapses: the choice and the messages stay stored but the page shows neither.
    await db().update(profiles).set({ type: "Free" }).where(eq(profiles.id, id));
    const free = await page();
    expect(free).not.toContain("blockquote");
    expect(free).not.toContain("Minha flor");
    expect(free).toContain("Rosa");
  });

  it("names the cemetery the memorial belongs to, and none when it belongs to none", async () => {
    const before = await load("/profile/publico.da.silva", { username: "publico.da.silva" });
    expect(before.data.cemetery).toBeNull();
    const cemetery = await createCemetery(db(), { name: "Cemitério da Saudade" });
    await db().update(profiles).set({ cemeteryId: cemetery.id }).where(eq(profiles.id, cast.publicProfile.id));
    const { data } = await load("/profile/publico.da.silva", { username: "publico.da.silva" });
    expect(data.cemetery).toEqual({ id: cemetery.id, name: "Cemitério da Saudade" });
  });

  it("shows the last page of a list for a link past its end, not an empty list", async () => {
    for (let i = 0; i < 12; i++) await createTribute(db(), { profileId: cast.publicProfile.id, type: "Candle" });
    for (let i = 0; i < 6; i++) await createAttendance(db(), { profileId: cast.publicProfile.id });
    const { data } = await load("/profile/publico.da.silva?filtro=velas&pagina=7&presencas=9", {
      username: "publico.da.silva",
    });
    expect(data.query).toMatchObject({ pagina: 2, presencas: 2 });
    expect(data.tributes.items.length).toBeGreaterThan(0);
    expect(data.tributes.page).toBe(2);
    expect(data.attendances.items).toHaveLength(1);
    expect(data.attendances.page).toBe(2);
  });
});

describe("the preview image", () => {
  it("is a 1200×630 JPEG under 150 KB, stored once and then linked from /media", async () => {
    const response = await ogLoader(
      args("/og/profile/publico.da.silva.jpg", { file: "publico.da.silva.jpg" }) as never,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(jpeg.length).toBeLessThan(OG_MAX_BYTES);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", OG_WIDTH, OG_HEIGHT]);
    const { data } = await load("/profile/publico.da.silva", { username: "publico.da.silva" });
    expect(data.ogImage).toMatch(new RegExp(`^/media/og/${cast.publicProfile.id}-[0-9a-f]{16}\\.jpg$`));
  });

  it("is never served for private, inactive or unknown memorials", async () => {
    for (const file of ["privado.souza.jpg", "inativo.lima.jpg", "ninguem.jpg", "publico.da.silva.png"]) {
      const response = await ogLoader(args(`/og/profile/${file}`, { file }) as never);
      expect(response.status, file).toBe(404);
    }
  });
});

describe("the attendance form without JavaScript", () => {
  const post = (fields: Record<string, string>, username = "publico.da.silva") =>
    action(
      args(`/profile/${username}`, { username }, undefined, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }) as never,
    ) as unknown as Promise<{ data: { attend: Record<string, unknown> }; init: ResponseInit | null }>;

  it("registers the presence and says so", async () => {
    const result = await post({ name: "Rita", email: "Rita@Exemplo.com", cellphone: "11987654321" });
    expect(result.data.attend).toEqual({ ok: true, message: "Presença registrada" });
    // The offer to follow the memorial (decision 055) gets the address just used, lower-cased.
    expect(result.data).toMatchObject({ followEmail: "rita@exemplo.com" });
    const { data } = await load("/profile/publico.da.silva", { username: "publico.da.silva" });
    expect(data.attendances.items.map((a) => a.name)).toEqual(["Rita"]);
    expect(data.attendances.items[0]).not.toHaveProperty("email");
  });

  it("keeps what was typed and shows the field messages", async () => {
    const result = await post({ name: "Rita", email: "rita@", cellphone: "119" });
    expect(result.init?.status).toBe(400);
    expect(result.data.attend).toMatchObject({
      ok: false,
      values: { name: "Rita", email: "rita@" },
      errors: {
        email: "Insira um e-mail válido.",
        cellphone: "O número de celular deve ter 11 dígitos, incluindo o DDD.",
      },
    });
  });

  it("cannot sign a memorial the visitor may not see", async () => {
    const target = await redirected(
      post({ name: "Rita", email: "rita@exemplo.com", cellphone: "11987654321" }, "privado.souza"),
    );
    expect(target.location).toBe("/home?motivo=memorial-indisponivel");
  });
});
