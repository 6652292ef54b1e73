import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileDrafts, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { loader as profilesLoader } from "~/features/my-profiles/profiles-home";
import { createProfile } from "../../../../tests/factories";
import { answerOf } from "../../../../tests/support/actions";
import { testLoadContext } from "../../../../tests/support/context";
import { setupTestDatabase } from "../../../../tests/support/database";
import { action, loader } from "./complete-profile";
import { action as createAction } from "../creation/create-loved-one-profile";
import { ABOUT, BASICS, locationOf, SECURITY, thrownBy } from "../steps/profile-form.test-helpers";
import { verifySecurityAnswer } from "../store/security-answers.server";

const { db } = setupTestDatabase();

function args(path: string, cookie?: string, form?: Record<string, string>): never {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  const id = new URL(request.url).pathname.split("/")[2];
  return { request, params: { id }, context: testLoadContext(request) } as never;
}

const statusOf = (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status;
type Answer = Exclude<Awaited<ReturnType<typeof action>>, Response>;

async function post(path: string, cookie: string, form: Record<string, string>): Promise<string> {
  const answer = await action(args(path, cookie, form));
  if (!(answer instanceof Response)) throw new Error(JSON.stringify(answerOf(answer as Answer).body));
  return locationOf(answer)!;
}

const ABOUT_FORM = {
  ...Object.fromEntries(Object.entries(ABOUT).map(([k, v]) => [k, String(v)])),
  "interests[0].description": "Jardinagem",
  "kinships[0].name": "João",
  "kinships[0].degree": "Filho",
};

/** A memorial a partner created for this user: name and dates only, not activated. */
async function unactivated(userId: string) {
  return createProfile(db(), { userId, name: "Pedro Álvares", username: "pedro.alvares", activatedByUser: false });
}

describe("/complete-profile/{id}", () => {
  it("sends an anonymous visitor to /login and back", async () => {
    const { user } = await signedInUser(db());
    const profile = await unactivated(user.id);
    const thrown = await thrownBy(loader(args(`/complete-profile/${profile.id}`)));
    expect(locationOf(thrown)).toBe(`/login?redirectTo=%2Fcomplete-profile%2F${profile.id}`);
  });

  it("sends anyone but the administrator to the memorial when they may see it, else a 404", async () => {
    const owner = await signedInUser(db());
    const hidden = await unactivated(owner.user.id);
    const visible = await createProfile(db(), { userId: owner.user.id, username: "publico" });
    const stranger = await signedInUser(db());
    expect(statusOf(await thrownBy(loader(args(`/complete-profile/${hidden.id}`, stranger.cookie))))).toBe(404);
    const redirected = await thrownBy(loader(args(`/complete-profile/${visible.id}`, stranger.cookie)));
    expect(locationOf(redirected)).toBe("/profile/publico");
    const posted = await thrownBy(action(args(`/complete-profile/${visible.id}`, stranger.cookie, ABOUT_FORM)));
    expect(locationOf(posted)).toBe("/profile/publico");
    expect(statusOf(await thrownBy(loader(args("/complete-profile/nao-existe", stranger.cookie))))).toBe(404);
  });

  it("walks the 4 steps without JavaScript and ends on the memorial with 'Perfil completado com sucesso'", async () => {
    const { cookie, user } = await signedInUser(db());
    const profile = await unactivated(user.id);
    const at = (n: number) => `/complete-profile/${profile.id}${n > 1 ? `?etapa=${n}` : ""}`;
    // Step 2 is not valid yet (no bio): a later step than the data allows goes back to it.
    expect(locationOf(await thrownBy(loader(args(at(4), cookie))))).toBe(at(2));
    const first = await loader(args(at(1), cookie));
    expect(first).toMatchObject({
      step: 1,
      profile: { basics: { name: "Pedro Álvares", username: "@pedro.alvares" } },
    });
    expect(await post(at(1), cookie, { ...BASICS, username: "pedro alvares" })).toBe(at(2));
    expect(await post(at(2), cookie, ABOUT_FORM)).toBe(at(3));
    expect(await post(at(3), cookie, { access: "Private" })).toBe(at(4));
    const done = await post(at(4), cookie, SECURITY);
    expect(done).toBe("/profile/pedroalvares?aviso=perfil-completado");
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ name: BASICS.name, access: "Private", activatedByUser: true, bio: ABOUT.bio });
    expect(await verifySecurityAnswer(SECURITY.cidadeNatalMaeFalecido, row!.securityMotherHometownHash)).toBe(true);
  });

  it("finalising with an empty answer says 'Por favor, preencha todos os campos.' and changes nothing", async () => {
    const { cookie, user } = await signedInUser(db());
    const profile = await unactivated(user.id);
    const at = (n: number) => `/complete-profile/${profile.id}${n > 1 ? `?etapa=${n}` : ""}`;
    await post(at(2), cookie, ABOUT_FORM);
    const answer = answerOf((await action(args(at(4), cookie, { ...SECURITY, nomeMaeFalecido: " " }))) as Answer);
    expect(answer.body.result!.error).toMatchObject({
      "": ["Por favor, preencha todos os campos."],
      nomeMaeFalecido: ["Preencha o nome completo da mãe do homenageado para continuar"],
    });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ activatedByUser: false, securityMotherNameHash: null });
  });

  it("step 1 refuses another memorial's username with the spec's message", async () => {
    const { cookie, user } = await signedInUser(db());
    const profile = await unactivated(user.id);
    await createProfile(db(), { username: "ocupado" });
    const answer = answerOf(
      (await action(args(`/complete-profile/${profile.id}`, cookie, { ...BASICS, username: "@OCUPADO" }))) as Answer,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.result!.error).toMatchObject({
      username: ["Este apelido já está em uso. Por favor, escolha outro."],
    });
  });

  it("completes a memorial left at the creation wizard's plan step: listed, then activated and its draft gone", async () => {
    const { cookie } = await signedInUser(db());
    const create = async (path: string, form: Record<string, string>) =>
      locationOf(await createAction(args(path, cookie, form)))!;
    const step2 = await create("/create-loved-one-profile", BASICS);
    const draft = new URL(step2, "http://x").searchParams.get("rascunho")!;
    const at = (n: number) => `/create-loved-one-profile?rascunho=${draft}&etapa=${n}`;
    await create(at(2), ABOUT_FORM);
    await create(at(3), { access: "Public" });
    expect(await create(at(4), SECURITY)).toBe(at(5));
    const listed = await profilesLoader(args("/profiles", cookie));
    const mine = listed.profiles.items.find((p) => p.username === "maria.souza")!;
    expect(mine.activatedByUser).toBe(false);
    const base = `/complete-profile/${mine.id}`;
    // Everything but the answers was saved by the creation wizard: the review and the answers are open.
    expect((await loader(args(`${base}?etapa=4`, cookie))).step).toBe(4);
    expect(await post(`${base}?etapa=4`, cookie, SECURITY)).toBe("/profile/maria.souza?aviso=perfil-completado");
    const after = await profilesLoader(args("/profiles", cookie));
    expect(after.profiles.items.find((p) => p.id === mine.id)!.activatedByUser).toBe(true);
    expect(after.drafts).toEqual([]);
    expect(await db().select().from(profileDrafts).where(eq(profileDrafts.id, draft))).toEqual([]);
  });
});
