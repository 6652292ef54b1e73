import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedInUser, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { fundWallet } from "~/features/payments/payments.test-helpers";
import { setMailer } from "~/integrations/mail/mail.server";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { action as simplifiedAction } from "../profile-editor/partner/create-simplified-profile";
import { action, loader } from "./profiles-home";

const { db } = setupTestDatabase();

beforeEach(async () => {
  await useTempOutbox();
});
afterEach(() => setMailer(undefined));

function args(cookie: string, path: string, form?: Record<string, string>): never {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    headers: { cookie, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

const settle = (run: Promise<unknown>) =>
  run.then(
    (value) => value,
    (thrown: unknown) => thrown,
  );

/** A partner who created one memorial through its wizard's screen. */
async function partnerWithMemorial() {
  const partner = await signedInUser(db(), { type: "partner" });
  await fundWallet(partner.user.id, 100_000);
  await settle(
    simplifiedAction(
      args(partner.cookie, "/create-simplified-profile", {
        idempotencyKey: "profiles-home-1",
        hasPlaque: "nao",
        name: "Rita de Cássia",
        gender: "Mulher",
        birthDate: "",
        deathDate: "",
        customerName: "Paulo Lima",
        customerEmail: "paulo@cliente.example",
        customerPassword: "senha-forte-1",
        plan: "Ouro",
      }),
    ),
  );
  return partner;
}

describe("/profiles for a partner", () => {
  it("lists the memorials it created, waiting for the customer; other accounts get no such list", async () => {
    const partner = await partnerWithMemorial();
    const data = await loader(args(partner.cookie, "/profiles"));
    expect(data.created).toMatchObject({
      total: 1,
      items: [{ name: "Rita de Cássia", status: "awaiting_customer", customer: { email: "paulo@cliente.example" } }],
    });
    const family = await signedInUser(db());
    expect((await loader(args(family.cookie, "/profiles"))).created).toBeNull();
  });

  it("'Reenviar convite' goes back to the list with a notice; a second one at once says to wait, beside the row", async () => {
    const partner = await partnerWithMemorial();
    const { created } = await loader(args(partner.cookie, "/profiles"));
    const profileId = created!.items[0]!.profileId;
    const form = { intent: "resend-invite", profileId };
    const sent = (await settle(action(args(partner.cookie, "/profiles?pagina=1", form)))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/profiles?pagina=1&aviso=convite-reenviado");
    const again = (await settle(action(args(partner.cookie, "/profiles", form)))) as {
      init: { status: number };
      data: { formError: string; values: Record<string, string> };
    };
    expect(again.init.status).toBe(429);
    expect(again.data.formError).toBe(
      "O convite deste memorial foi reenviado há pouco. Tente novamente em 15 minutos.",
    );
    expect(again.data.values.profileId).toBe(profileId);
  });
});
