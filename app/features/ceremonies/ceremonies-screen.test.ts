import { beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, partnerMemorials } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../tests/factories";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { loader as panelLoader } from "../../pages/panel/panel";
import { CEREMONY_MESSAGES as M } from "./ceremonies.constants";
import { CEREMONY_INTENTS } from "./ceremony-intents";
import type { CeremonyAnswer } from "./ceremonies-actions.server";
import { action, loader } from "./ceremonies-screen";

const { db } = setupTestDatabase();
const USERNAME = "helena.prado";
const PATH = `/painel/${USERNAME}/cerimonias`;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let editor: Person;
let partner: Person;

function args(path: string, cookie?: string, fields?: Record<string, string>): never {
  const request = new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: cookie ? { cookie } : {},
  });
  return { request, params: { username: USERNAME }, context: testLoadContext(request) } as never;
}

const post = async (cookie: string, fields: Record<string, string>) =>
  answerOf(await action(args(PATH, cookie, fields))) as { status: number; body: CeremonyAnswer };
const refusal = async (run: Promise<unknown>) =>
  (await run.then(
    () => undefined,
    (error: unknown) => error,
  )) as { data: string; init: ResponseInit } | undefined;

/** 'YYYY-MM-DD' of the São Paulo day `days` from now (the screen's clock is the real one). */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + days * 86_400_000));

const velorio = () => ({
  intent: CEREMONY_INTENTS.add,
  kind: "velorio",
  date: dayFromNow(1),
  time: "14:00",
  endTime: "",
  placeName: "Capela Ecumênica",
  placeAddress: "Rua das Flores, 10, Campinas/SP",
});

beforeEach(async () => {
  owner = await signedInUser(db());
  editor = await signedInUser(db());
  partner = await signedInUser(db(), { type: "partner" });
  const profile = await createProfile(db(), { userId: owner.user.id, username: USERNAME, name: "Helena Prado" });
  await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.user.id, role: "editor" });
  await db().insert(partnerMemorials).values({ profileId: profile.id, partnerId: partner.user.id });
});

describe("the ceremonies screen", () => {
  it("the owner adds, changes and removes a ceremony; the panel lists only the upcoming ones' kind and date", async () => {
    expect(await post(owner.cookie, velorio())).toMatchObject({ status: 200, body: { ok: true, message: M.added } });
    const screen = await loader(args(PATH, owner.cookie));
    expect(screen.profile).toEqual({ name: "Helena Prado", username: USERNAME });
    const [added] = screen.ceremonies.items;
    expect(added).toMatchObject({ label: "Velório", time: "14:00", placeName: "Capela Ecumênica", ended: false });
    expect(screen.ceremonies.nota).toMatchObject({
      pending: true,
      whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\//),
    });

    const panel = await panelLoader(args(`/painel/${USERNAME}`, owner.cookie));
    expect(panel.ceremonies).toEqual({ manage: true, items: [{ id: added!.id, label: "Velório", when: added!.when }] });

    const changed = await post(owner.cookie, {
      ...velorio(),
      intent: CEREMONY_INTENTS.update,
      ceremonyId: added!.id,
      time: "15:30",
    });
    expect(changed).toMatchObject({ status: 200, body: { ok: true, message: M.updated, ceremonyId: added!.id } });
    expect((await loader(args(PATH, owner.cookie))).ceremonies.items[0]).toMatchObject({ time: "15:30" });

    expect(await post(owner.cookie, { intent: CEREMONY_INTENTS.remove, ceremonyId: added!.id })).toMatchObject({
      body: { ok: true, message: M.removed },
    });
    expect((await loader(args(PATH, owner.cookie))).ceremonies).toMatchObject({ items: [], nota: null });
    expect((await panelLoader(args(`/painel/${USERNAME}`, owner.cookie))).ceremonies.items).toEqual([]);
  });

  it("bad input is refused in Portuguese and changes nothing", async () => {
    expect(await post(owner.cookie, { ...velorio(), placeName: "", placeAddress: "" })).toMatchObject({
      status: 400,
      body: { ok: false, intent: CEREMONY_INTENTS.add, message: M.placeRequired },
    });
    expect(await post(owner.cookie, { intent: "qualquer-coisa" })).toMatchObject({ status: 400, body: { ok: false } });
    expect(await post(owner.cookie, { intent: CEREMONY_INTENTS.remove, ceremonyId: "não-é-um-id" })).toMatchObject({
      body: { ok: false, message: M.notFound },
    });
    expect((await loader(args(PATH, owner.cookie))).ceremonies.items).toEqual([]);
  });

  it("the partner that created the memorial manages them too, though it does not reach the panel", async () => {
    expect(await post(partner.cookie, velorio())).toMatchObject({ body: { ok: true } });
    expect((await loader(args(PATH, partner.cookie))).ceremonies.items).toHaveLength(1);
  });

  it("an editor is refused (403) and sees the list without the link; a stranger and another partner get a 404", async () => {
    await post(owner.cookie, velorio());
    const refused = await refusal(loader(args(PATH, editor.cookie)));
    expect(refused).toMatchObject({ data: M.forbidden, init: { status: 403 } });
    expect(answerOf(await refusal(action(args(PATH, editor.cookie, velorio()))))).toMatchObject({ status: 403 });
    const panel = await panelLoader(args(`/painel/${USERNAME}`, editor.cookie));
    expect(panel.ceremonies).toMatchObject({ manage: false, items: [{ label: "Velório" }] });

    const stranger = await signedInUser(db());
    const otherPartner = await signedInUser(db(), { type: "partner" });
    for (const person of [stranger, otherPartner]) {
      expect(await refusal(loader(args(PATH, person.cookie)))).toMatchObject({ init: { status: 404 } });
      expect(answerOf(await refusal(action(args(PATH, person.cookie, velorio()))))).toMatchObject({ status: 404 });
    }
    expect((await loader(args(PATH, owner.cookie))).ceremonies.items).toHaveLength(1);
  });
});
