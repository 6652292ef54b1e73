import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../tests/factories";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { loader as memorialLoader } from "../memorial/memorial";
import { memorialPageOf } from "../memorial/memorial-data.test-helpers";
import { action, loader } from "./panel";
import type { PanelAnswer } from "./panel-actions.server";
import { loader as qrLoader } from "./panel-qrcode";

const { db } = setupTestDatabase();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let editor: Person;
let admin: Person;
let stranger: Person;
let profile: Awaited<ReturnType<typeof createProfile>>;
const USERNAME = "helena.prado";

function args(path: string, cookie?: string, fields?: Record<string, string>): never {
  const request = new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: cookie ? { cookie } : {},
  });
  const params = { username: path.split("/")[2]!, token: path.split("/")[3] };
  return { request, params, context: testLoadContext(request) } as never;
}

const load = (cookie?: string) => loader(args(`/painel/${USERNAME}`, cookie));
const post = async (cookie: string, fields: Record<string, string>) =>
  answerOf(await action(args(`/painel/${USERNAME}`, cookie, fields))) as { status: number; body: PanelAnswer };
const thrown = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(async () => {
  owner = await signedInUser(db(), { name: "Helena Dona" });
  editor = await signedInUser(db());
  admin = await signedInUser(db(), { type: "admin", name: "Equipe do Site" });
  stranger = await signedInUser(db());
  profile = await createProfile(db(), {
    userId: owner.user.id,
    username: USERNAME,
    name: "Helena Prado",
    type: "Platina",
  });
  await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.user.id, role: "editor" });
});

describe("who opens the panel", () => {
  it("an anonymous visitor signs in first and comes back; a stranger gets a 404 as for no memorial", async () => {
    const redirect = (await thrown(load())) as Response;
    expect(redirect.headers.get("location")).toBe(`/login?redirectTo=%2Fpainel%2F${USERNAME}`);
    for (const path of [`/painel/${USERNAME}`, "/painel/ninguem"]) {
      const refused = (await thrown(loader(args(path, stranger.cookie)))) as { init: ResponseInit };
      expect(refused.init.status).toBe(404);
    }
    expect(
      answerOf(await thrown(action(args(`/painel/${USERNAME}`, stranger.cookie, { intent: "novo-link" })))),
    ).toMatchObject({ status: 404 });
  });

  it("the owner sees every family section; an editor only the content; a site admin also the site's", async () => {
    const mine = await load(owner.cookie);
    expect(mine.sections).toEqual([
      "cerimonias",
      "plano",
      "placa",
      "livro",
      "privacidade",
      "homenagens",
      "contatos",
      "seguidores",
      "galeria",
      "playlist",
      "referencia-religiosa",
      "editar",
      "administradores",
    ]);
    // How many follow by e-mail (decision 055), never who: administrators only.
    expect(mine.followers).toBe(0);
    expect(mine.can).toMatchObject({ administer: true, pay: true, siteAdmin: false, createPlaylist: true });
    expect(mine.plan).toMatchObject({ plan: "Platina", upgrades: ["Diamante"] });
    expect(mine.plaque).toMatchObject({ included: true, order: null, hash: profile.plaqueHash });
    expect(mine.planChanges).toBeNull();

    const editing = await load(editor.cookie);
    expect(editing.sections).toEqual([
      "cerimonias",
      "plano",
      "privacidade",
      "homenagens",
      "galeria",
      "playlist",
      "referencia-religiosa",
      "editar",
      "administradores",
    ]);
    expect(editing.can).toMatchObject({ administer: false, pay: false });
    expect([editing.plaque, editing.contacts, editing.followers]).toEqual([null, null, null]);

    // A co-administrator (decision 040) gets the administrators' sections, and may connect the playlist.
    const partner = await signedInUser(db());
    await db()
      .insert(memorialMembers)
      .values({ profileId: profile.id, userId: partner.user.id, role: "administrator" });
    const helping = await load(partner.cookie);
    expect(helping.can).toMatchObject({ administer: true, pay: true, createPlaylist: true });
    expect(helping.plaque).toMatchObject({ included: true });

    const site = await load(admin.cookie);
    expect(site.sections).toContain("administracao-do-site");
    expect(site.can).toMatchObject({ administer: true, pay: false, siteAdmin: true });
    expect(site.planChanges).toEqual([]);
  });
});

describe("the panel's forms", () => {
  it("makes the memorial private and gives a new link: the old one stops opening it, the new one opens it", async () => {
    expect((await post(owner.cookie, { intent: "privacidade", access: "Private" })).body).toMatchObject({
      ok: true,
      message: "O memorial agora é privado: só quem tem o link de acesso consegue vê-lo.",
    });
    const old = (await load(owner.cookie)).memorialPath;
    expect(old).toBe(`/profile/${USERNAME}/${profile.accessToken}`);
    const answer = await post(editor.cookie, { intent: "novo-link" });
    expect(answer.body).toMatchObject({ ok: true, message: "Novo link gerado. O link anterior deixou de funcionar." });
    const fresh = (await load(owner.cookie)).memorialPath;
    expect(fresh).not.toBe(old);
    const gone = (await thrown(memorialLoader(args(old)))) as Response;
    expect(gone.headers.get("location")).toBe("/home?motivo=memorial-indisponivel");
    const opened = memorialPageOf(await memorialLoader(args(fresh)));
    expect(opened.profile.name).toBe("Helena Prado");
  });

  it("takes the plaque's address, refusing a bad CEP with its message, then shows the order", async () => {
    const address = {
      intent: "endereco-placa",
      street: "Rua Aurora, 7",
      city: "Natal",
      state: "RN",
      country: "Brasil",
    };
    const bad = await post(owner.cookie, { ...address, zip_code: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ zip_code: "CEP inválido. Use os 8 dígitos, como 01310-100." });
    // What was typed comes back, so the form shows it again under the messages.
    expect(bad.body.values).toMatchObject({ street: "Rua Aurora, 7", city: "Natal", state: "RN", zip_code: "123" });
    // The form names the memorial, but the panel's memorial is the one that gets the plaque.
    const other = await createProfile(db(), { userId: owner.user.id, type: "Ouro" });
    const saved = await post(owner.cookie, { ...address, zip_code: "59010000", profile_id: other.id });
    expect(saved.body).toMatchObject({ ok: true, message: "Endereço registrado com sucesso!" });
    expect((await load(owner.cookie)).plaque?.order).toMatchObject({
      status: "to_ship",
      address: { street: "Rua Aurora, 7", zipCode: "59010-000" },
    });
    // An editor cannot give it.
    expect((await post(editor.cookie, { ...address, zip_code: "59010000" })).status).toBe(403);
  });

  it("lets a site admin assign a plan with a reason, shown in the site's section; nobody else", async () => {
    const fields = { intent: "atribuir-plano", profileType: "Diamante", reason: "Cortesia: a placa chegou quebrada" };
    expect(await post(owner.cookie, fields)).toMatchObject({
      status: 403,
      body: { ok: false, message: "Somente um administrador pode atribuir um plano sem pagamento." },
    });
    const missing = await post(admin.cookie, { ...fields, reason: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      ok: false,
      errors: { reason: "Escreva o motivo da atribuição do plano." },
      values: { profileType: "Diamante", reason: "  " },
    });
    expect(await post(admin.cookie, fields)).toMatchObject({
      status: 200,
      body: { message: "Plano atribuído com sucesso." },
    });
    // A co-administrator (decision 040) gets the administrators' sections, and may connect the playlist.
    const partner = await signedInUser(db());
    await db()
      .insert(memorialMembers)
      .values({ profileId: profile.id, userId: partner.user.id, role: "administrator" });
    const helping = await load(partner.cookie);
    expect(helping.can).toMatchObject({ administer: true, pay: true, createPlaylist: true });
    expect(helping.plaque).toMatchObject({ included: true });
    // The assigned term ordered its printed cards (decision 049), shown with the plaque.
    expect(helping.plaque?.printOrders).toEqual([
      {
        id: expect.any(String),
        text: expect.stringMatching(
          /^150 cartões 7 × 10 cm \(plano Diamante\): Aguardando endereço · pedido em \d\d\/\d\d\/\d{4} · vão para o endereço da placa/,
        ),
      },
    ]);

    const site = await load(admin.cookie);
    expect(site.plan.plan).toBe("Diamante");
    expect(site.planChanges).toEqual([
      expect.objectContaining({
        toType: "Diamante",
        actorName: "Equipe do Site",
        note: "Cortesia: a placa chegou quebrada",
      }),
    ]);
  });

  it("moderates tributes like the memorial page, and comes back to the panel's tributes", async () => {
    const owned = (await action(
      args(`/painel/${USERNAME}`, owner.cookie, { intent: "tribute-approval", on: "true" }),
    )) as Response;
    expect(owned.status).toBe(303);
    expect(owned.headers.get("location")).toBe(`/painel/${USERNAME}?aviso=aprovacao-ligada#homenagens`);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.approveTributes).toBe(true);
  });

  it("answers an unknown form with the site's message, changing nothing", async () => {
    expect(await post(owner.cookie, { intent: "apagar-tudo" })).toMatchObject({
      status: 400,
      body: { message: "O formulário enviado é inválido. Recarregue a página e tente novamente." },
    });
  });
});

describe("the QR code download", () => {
  it("is a PNG for the memorial's administrators, and nothing for anyone else", async () => {
    const file = (cookie?: string) => {
      const request = new Request(`http://localhost/painel/${USERNAME}/placa-qr.png`, {
        headers: cookie ? { cookie } : {},
      });
      return qrLoader({ request, params: { username: USERNAME }, context: testLoadContext(request) } as never);
    };
    const png = await file(owner.cookie);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect((await file(admin.cookie)).status).toBe(200);
    for (const cookie of [editor.cookie, stranger.cookie]) expect((await file(cookie)).status).toBe(404);
    expect((await file()).status).toBe(401);
  });
});
