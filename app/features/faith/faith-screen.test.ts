import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, profileKinships, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../tests/factories";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { loader as panelLoader } from "../../pages/panel/panel";
import type { FaithAnswer } from "./faith-intents";
import { action, loader } from "./faith-screen";

const { db } = setupTestDatabase();
const USERNAME = "helena.prado";
type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let editor: Person;
let profileId: string;
let rosaId: string;

function args(path: string, cookie?: string, fields?: Record<string, string>): never {
  const request = new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: cookie ? { cookie } : {},
  });
  return { request, params: { username: USERNAME }, context: testLoadContext(request) } as never;
}

const PATH = `/painel/${USERNAME}/referencia-religiosa`;
const post = async (cookie: string, fields: Record<string, string>) =>
  answerOf(await action(args(PATH, cookie, fields))) as { status: number; body: FaithAnswer };

beforeEach(async () => {
  owner = await signedInUser(db());
  editor = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.user.id, username: USERNAME, type: "Ouro" });
  profileId = profile.id;
  await db().insert(memorialMembers).values({ profileId, userId: editor.user.id, role: "editor" });
  const [rosa] = await db().insert(profileKinships).values({ profileId, name: "Rosa", degree: "Filha" }).returning();
  rosaId = rosa!.id;
});

describe("the religious reference screen", () => {
  it("an editor picks a reference and writes a relative's message; the panel sums them up", async () => {
    expect((await post(editor.cookie, { intent: "referencia-religiosa", choice: "budista-paz" })).body).toMatchObject({
      ok: true,
      message: "Referência religiosa salva.",
    });
    expect(
      (await post(owner.cookie, { intent: "mensagens-familiares", [`mensagem-${rosaId}`]: "Seja forte." })).body,
    ).toMatchObject({ ok: true, message: "Mensagens aos familiares salvas." });
    const screen = await loader(args(PATH, owner.cookie));
    expect(screen.faith).toMatchObject({
      offered: true,
      choice: "budista-paz",
      relatives: [{ name: "Rosa", message: "Seja forte." }],
    });
    const panel = await panelLoader({ ...(args(`/painel/${USERNAME}`, owner.cookie) as object) } as never);
    expect(panel.faith).toMatchObject({
      offered: true,
      relatives: 1,
      messages: 1,
      current: { text: expect.any(String) },
    });
    expect(panel.sections).toContain("referencia-religiosa");
  });

  it("a refusal says why in Portuguese and gives back what was typed", async () => {
    const long = "a".repeat(281);
    expect(
      await post(editor.cookie, { intent: "referencia-religiosa", choice: "propria", ownText: long }),
    ).toMatchObject({
      status: 400,
      body: { ok: false, message: "O texto pode ter no máximo 280 caracteres.", values: { ownText: long } },
    });
    await db().update(profiles).set({ type: "Free" }).where(eq(profiles.id, profileId));
    expect(await post(owner.cookie, { intent: "referencia-religiosa", choice: "budista-paz" })).toMatchObject({
      status: 403,
      body: { ok: false, message: expect.stringContaining("planos pagos") },
    });
  });

  it("is nobody else's: a stranger gets a 404 as for no memorial", async () => {
    const stranger = await signedInUser(db());
    const refused = (await loader(args(PATH, stranger.cookie)).catch((error: unknown) => error)) as {
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(404);
  });
});
