import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plaqueHashes, plaqueOrders, profileDrafts, profiles } from "~/db/schema";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { actorOf, fundWallet } from "~/features/payments/payments.test-helpers";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { action as profilesAction, loader as profilesLoader } from "~/features/my-profiles/profiles-home";
import { PLAQUE_HASH_COOKIE } from "~/features/plaques/plaque-cookie.server";
import { religiousReferenceOf } from "~/features/faith/index.server";
import { syncPlans } from "~/features/plans/plans.server";
import { answerOf } from "../../../../tests/support/actions";
import { testLoadContext } from "../../../../tests/support/context";
import { setupTestDatabase } from "../../../../tests/support/database";
import { action, loader } from "./create-loved-one-profile";
import { twoTone } from "~/shared/images/test-images";
import { ABOUT, BASICS, locationOf, SECURITY, thrownBy } from "../steps/profile-form.test-helpers";

const { db } = setupTestDatabase();

function args(path: string, cookie?: string, form?: Record<string, string>): never {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

const PATH = "/create-loved-one-profile";
type Answer = Exclude<Awaited<ReturnType<typeof action>>, Response>;

/** Posts a step; answers the redirect's location, or fails the test with what the action said. */
async function post(path: string, cookie: string, form: Record<string, string>): Promise<string> {
  const answer = await action(args(path, cookie, form));
  if (!(answer instanceof Response)) throw new Error(JSON.stringify(answerOf(answer as Answer).body));
  return locationOf(answer)!;
}

const ABOUT_FORM = {
  ...Object.fromEntries(Object.entries(ABOUT).map(([k, v]) => [k, String(v)])),
  "interests[0].description": "Jardinagem",
  "interests[1].description": "",
  "kinships[0].name": "João",
  "kinships[0].degree": "Filho",
};

async function throughStep4(cookie: string, username = "@maria.souza") {
  const step2 = await post(PATH, cookie, { ...BASICS, username });
  expect(step2).toMatch(/^\/create-loved-one-profile\?rascunho=[0-9a-f-]{36}&etapa=2$/);
  const draftId = new URL(step2, "http://x").searchParams.get("rascunho")!;
  const at = (n: number) => `${PATH}?rascunho=${draftId}&etapa=${n}`;
  expect(await post(at(2), cookie, { ...ABOUT_FORM, bioGenerated: "1" })).toBe(at(3));
  // The 'Gerar biografia' link was used: saved, so it stays gone when step 2 is reopened.
  expect((await loader(args(at(2), cookie))).about?.bioGenerated).toBe("1");
  expect(await post(at(3), cookie, { access: "Public" })).toBe(at(4));
  return { draftId, at };
}

describe("/create-loved-one-profile", () => {
  it("sends an anonymous visitor to /login and back", async () => {
    const thrown = await thrownBy(loader(args(PATH)));
    expect(locationOf(thrown)).toBe("/login?redirectTo=%2Fcreate-loved-one-profile");
  });

  it("step 1 refuses bad input with the spec's messages and creates no draft; a GET never writes", async () => {
    const { cookie } = await signedInUser(db());
    expect(await loader(args(PATH, cookie))).toMatchObject({ step: 1, draftId: null, basics: null });
    const { body } = answerOf((await action(args(PATH, cookie, { username: "@" }))) as Answer);
    expect(body.result!.error).toMatchObject({
      name: ["Preencha o nome do homenageado para continuar"],
      username: ["Por favor, insira um apelido de perfil."],
    });
    const profilesPage = await profilesLoader(args("/profiles", cookie));
    expect(profilesPage.drafts).toEqual([]);
  });

  it("resumes where the person stopped, with what was typed; a later step than reached goes back", async () => {
    const { cookie } = await signedInUser(db());
    const step2 = await post(PATH, cookie, { ...BASICS, username: "maria souza" });
    const draftId = new URL(step2, "http://x").searchParams.get("rascunho")!;
    const resumed = await loader(args(`${PATH}?rascunho=${draftId}&etapa=1`, cookie));
    expect(resumed.basics).toMatchObject({ name: BASICS.name, username: "@mariasouza", birthDate: "1940-03-12" });
    const ahead = await thrownBy(loader(args(`${PATH}?rascunho=${draftId}&etapa=4`, cookie)));
    expect(locationOf(ahead)).toBe(`${PATH}?rascunho=${draftId}&etapa=2`);
    const { drafts } = await profilesLoader(args("/profiles", cookie));
    expect(drafts).toMatchObject([{ id: draftId, step: 2, name: BASICS.name }]);
  });

  it("another person's draft is not shown: a fresh wizard instead", async () => {
    const owner = await signedInUser(db());
    const step2 = await post(PATH, owner.cookie, BASICS);
    const stranger = await signedInUser(db());
    const thrown = await thrownBy(loader(args(step2, stranger.cookie)));
    expect(locationOf(thrown)).toBe(PATH);
    expect(locationOf(await thrownBy(action(args(step2, stranger.cookie, ABOUT_FORM))))).toBe(PATH);
  });

  it("adds and removes list rows without JavaScript (Conform intents) without saving", async () => {
    const { cookie } = await signedInUser(db());
    const step2 = await post(PATH, cookie, BASICS);
    const insert = JSON.stringify({
      type: "insert",
      payload: { name: "kinships", defaultValue: { name: "", degree: "" } },
    });
    const answer = answerOf((await action(args(step2, cookie, { ...ABOUT_FORM, __intent__: insert }))) as Answer);
    const kinships = (answer.body.result!.initialValue as { kinships: unknown[] }).kinships;
    expect(kinships).toHaveLength(2);
    expect(kinships[0]).toEqual({ name: "João", degree: "Filho" });
    const remove = JSON.stringify({ type: "remove", payload: { name: "interests", index: 0 } });
    const removed = answerOf((await action(args(step2, cookie, { ...ABOUT_FORM, __intent__: remove }))) as Answer);
    expect((removed.body.result!.initialValue as { interests?: unknown[] }).interests ?? []).toHaveLength(1);
    expect((await loader(args(step2, cookie))).about).toBeNull();
  });

  it("step 4 saves the profile with the scanned plaque and clears its cookie; Free then opens the memorial", async () => {
    await syncPlans();
    const { cookie, user } = await signedInUser(db());
    await db().insert(plaqueHashes).values({ hash: "PLACAVAZIA" });
    const { at } = await throughStep4(cookie);
    const answer = (await action(args(at(4), `${cookie}; ${PLAQUE_HASH_COOKIE}=PLACAVAZIA`, SECURITY))) as Response;
    expect(locationOf(answer)).toBe(at(5));
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`^${PLAQUE_HASH_COOKIE}=; .*Max-Age=0`));
    const [row] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row).toMatchObject({ username: "maria.souza", activatedByUser: false });
    const [plaque] = await db().select().from(plaqueHashes).where(eq(plaqueHashes.hash, "PLACAVAZIA"));
    expect(plaque!.profileId).toBe(row!.id);
    // Steps 1 to 4 are closed once the profile is saved.
    expect(locationOf(await thrownBy(loader(args(at(2), cookie))))).toBe(at(5));
    const grid = await loader(args(at(5), cookie));
    expect(grid.plans.map((p) => p.id)).toEqual(["Free", "Ouro", "Platina", "Diamante"]);
    expect((await loader(args(`${at(5)}&plano=Free`, cookie))).chosen?.id).toBe("Free");
    expect(await post(`${at(5)}&plano=Free`, cookie, { plan: "Free" })).toBe("/profile/maria.souza");
    const [active] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(active!.activatedByUser).toBe(true);
    expect((await profilesLoader(args("/profiles", cookie))).drafts).toEqual([]);
  });

  it("a plan chosen on /pacotes (?plano=) is carried by the draft and offered first at step 5", async () => {
    await syncPlans();
    const { cookie } = await signedInUser(db());
    expect((await loader(args(`${PATH}?plano=Ouro`, cookie))).suggestedPlan).toBe("Ouro");
    expect((await loader(args(`${PATH}?plano=Bronze`, cookie))).suggestedPlan).toBeNull();
    const step2 = await post(`${PATH}?plano=Ouro`, cookie, { ...BASICS, username: "@sugerido", plano: "Ouro" });
    const draftId = new URL(step2, "http://x").searchParams.get("rascunho")!;
    const at = (n: number) => `${PATH}?rascunho=${draftId}&etapa=${n}`;
    await post(at(2), cookie, ABOUT_FORM);
    await post(at(3), cookie, { access: "Public" });
    const step5 = await post(at(4), cookie, SECURITY);
    expect(step5).toBe(`${at(5)}&plano=Ouro`);
    expect((await loader(args(step5, cookie))).chosen?.id).toBe("Ouro");
  });

  it("a paid plan goes on to the address, the contacts and the checkout; paid, the memorial opens and the draft is done", async () => {
    await syncPlans();
    const { cookie, user } = await signedInUser(db());
    const { at } = await throughStep4(cookie, "@plano.pago");
    expect(await post(at(4), cookie, SECURITY)).toBe(at(5));
    expect(await post(at(5), cookie, { plan: "Platina" })).toBe(at(6));
    expect(await loader(args(at(6), cookie))).toMatchObject({ step: 6, profileUsername: "plano.pago" });
    const [row] = await db().select().from(profiles).where(eq(profiles.username, "plano.pago"));
    expect(row).toMatchObject({ activatedByUser: false, type: "Free" });
    // The payment is reachable only after the address was saved.
    expect(locationOf(await thrownBy(loader(args(at(8), cookie))))).toBe(at(6));

    const refused = answerOf((await action(args(at(6), cookie, { street: "", city: "Curitiba" }))) as Answer);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { street: "Insira a rua para envio do QR Code!" } });
    const address = {
      street: "Rua das Flores, 10",
      city: "Curitiba",
      state: "PR",
      zip_code: "80010000",
      country: "Brasil",
    };
    expect(await post(at(6), cookie, address)).toBe(at(7));
    const [order] = await db().select().from(plaqueOrders).where(eq(plaqueOrders.profileId, row!.id));
    expect(order).toMatchObject({ zipCode: "80010-000", state: "PR", planId: "Platina", status: "pending" });

    // Step 7: a contact, then on to the payment.
    const added = answerOf(
      (await action(
        args(at(7), cookie, { intent: "add", name: "Rosa", email: "rosa@exemplo.com", kinship: "Irmã" }),
      )) as Answer,
    );
    expect(added.status).toBe(200);
    expect((await loader(args(at(7), cookie))).paid?.contacts).toMatchObject([{ name: "Rosa" }]);

    // Step 7 also takes the religious reference the plan includes, the memorial's religion first.
    expect((await loader(args(at(7), cookie))).paid?.faith).toMatchObject({ choice: "", religion: "catolica" });
    const tooLong = answerOf(
      (await action(
        args(at(7), cookie, { intent: "referencia-religiosa", choice: "propria", ownText: "a".repeat(281) }),
      )) as Answer,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.reference).toMatchObject({
      ok: false,
      message: "O texto pode ter no máximo 280 caracteres.",
      values: { choice: "propria" },
    });
    const chosen = answerOf(
      (await action(args(at(7), cookie, { intent: "referencia-religiosa", choice: "catolica-salmo-23" }))) as Answer,
    );
    expect(chosen.body.reference).toEqual({ ok: true, message: "Referência religiosa salva." });
    expect((await loader(args(at(7), cookie))).paid?.faith).toMatchObject({ choice: "catolica-salmo-23" });
    // Kept, not shown while the plan is unpaid.
    expect(await religiousReferenceOf(row!.id)).toBeNull();
    expect(await post(at(7), cookie, { intent: "finish" })).toBe(at(8));
    const step8 = await loader(args(at(8), cookie));
    expect(step8.paid).toMatchObject({
      plan: { id: "Platina", priceCents: 75_000 },
      checkout: { settings: { provider: "sandbox" } },
    });

    // Paid (here from the wallet): the memorial is on its plan and the draft is done.
    await fundWallet(user.id, 75_000);
    await buyWithWalletBalance(actorOf(user), {
      product: "profile_plan",
      productRefId: row!.id,
      planId: "Platina",
      idempotencyKey: "wizard-platina",
    });
    // The approval ended the draft in its own transaction: its address now starts a new wizard.
    expect(locationOf(await thrownBy(loader(args(at(8), cookie))))).toBe(PATH);
    expect((await profilesLoader(args("/profiles", cookie))).drafts).toEqual([]);
    const [paidRow] = await db().select().from(profiles).where(eq(profiles.id, row!.id));
    expect(paidRow!.type).toBe("Platina");
    expect(await religiousReferenceOf(row!.id)).toMatchObject({ text: "O Senhor é o meu pastor; nada me faltará." });
  });

  it("step 1 takes the optional photo through the image pipeline; the profile saved at step 4 shows it", async () => {
    const { cookie, user } = await signedInUser(db());
    const multipart = (photo: { bytes: Uint8Array; name: string }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...BASICS, username: "@com.foto" })) form.set(key, String(value));
      form.set("photo", new Blob([Buffer.from(photo.bytes)]), photo.name);
      const request = new Request(`http://localhost${PATH}`, { method: "POST", headers: { cookie }, body: form });
      return action({ request, params: {}, context: testLoadContext(request) } as never);
    };
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const refused = answerOf((await multipart({ bytes: svg, name: "foto.png" })) as Answer);
    expect(refused.status).toBe(400);
    expect(refused.body.result!.error).toMatchObject({
      photo: ["Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic."],
    });
    expect((await profilesLoader(args("/profiles", cookie))).drafts).toEqual([]);

    const png = new Uint8Array(await twoTone(400, 400).png().toBuffer());
    const step2 = locationOf(await multipart({ bytes: png, name: "vovo.png" }))!;
    const draftId = new URL(step2, "http://x").searchParams.get("rascunho")!;
    const at = (n: number) => `${PATH}?rascunho=${draftId}&etapa=${n}`;
    const portrait = (await loader(args(at(1), cookie))).portrait;
    expect(portrait).toMatch(/^profiles\//);
    await post(at(2), cookie, ABOUT_FORM);
    await post(at(3), cookie, { access: "Public" });
    await post(at(4), cookie, SECURITY);
    const [row] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row!.imagePath).toBe(portrait);
  });

  it("/profiles discards a draft of its owner only", async () => {
    const owner = await signedInUser(db());
    const step2 = await post(PATH, owner.cookie, BASICS);
    const draftId = new URL(step2, "http://x").searchParams.get("rascunho")!;
    const stranger = await signedInUser(db());
    await thrownBy(profilesAction(args("/profiles", stranger.cookie, { intent: "discard-draft", draftId })));
    expect((await profilesLoader(args("/profiles", owner.cookie))).drafts).toHaveLength(1);
    const done = await profilesAction(args("/profiles", owner.cookie, { intent: "discard-draft", draftId }));
    expect(locationOf(done)).toBe("/profiles");
    expect((await profilesLoader(args("/profiles", owner.cookie))).drafts).toEqual([]);
  });

  it("a draft whose stored step 1 was tampered with resumes at step 1, its other steps kept", async () => {
    const { cookie } = await signedInUser(db());
    const { draftId, at } = await throughStep4(cookie, "@alterado");
    const [stored] = await db().select({ data: profileDrafts.data }).from(profileDrafts);
    const tampered = { ...stored!.data, basics: { name: "<script>", username: "@x", gender: "Homem" } };
    await db().update(profileDrafts).set({ data: tampered }).where(eq(profileDrafts.id, draftId));
    expect(locationOf(await thrownBy(loader(args(at(4), cookie))))).toBe(at(1));
    expect(await loader(args(at(1), cookie))).toMatchObject({ step: 1, reached: 1, basics: null });
    expect((await profilesLoader(args("/profiles", cookie))).drafts).toMatchObject([
      { id: draftId, step: 1, name: "Memorial sem nome" },
    ]);
    // Typed again, the wizard goes on to the about step, which still has what was typed there.
    expect(await post(at(1), cookie, { ...BASICS, username: "@alterado" })).toBe(at(2));
    expect((await loader(args(at(2), cookie))).about).toMatchObject({ hometown: ABOUT.hometown });
  });
});
