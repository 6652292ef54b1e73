import { describe, expect, it } from "vitest";
import { tributes } from "~/db/schema";
import { createPayment } from "~/features/payments/index.server";
import { payer, sandboxCard } from "~/features/payments/payments.test-helpers";
import { createProfile, createTribute } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { noticeFor } from "~/shared/ui/flash";
import { action, loader } from "./honor-page";
import { tributeDoneMessage } from "./tribute-form.schema";

const { db } = setupTestDatabase();

async function stepTwo(username: string, tributeId: string) {
  const request = new Request(`http://localhost/homenagear/${username}?tipo=message&homenagem=${tributeId}`);
  return loader({ request, params: { username }, context: testLoadContext(request) } as never);
}

async function payByCard(tributeId: string, key: string) {
  const payment = await createPayment(null, {
    product: "tribute",
    productRefId: tributeId,
    method: "card",
    card: await sandboxCard("APRO"),
    payer,
    idempotencyKey: key,
  });
  expect(payment.status).toBe("approved");
}

describe("what the honor form tells its buyer once paid", () => {
  it("a message the family approves first says it waits for them, before and after the payment", async () => {
    const memorial = await createProfile(db(), { approveTributes: true });
    const message = await createTribute(db(), {
      profileId: memorial.id,
      type: "Message",
      body: "Saudades.",
      status: "pending",
      amountCents: 250,
    });
    const before = await stepTwo(memorial.username, message.id);
    expect(tributeDoneMessage(before.type, before.tribute!.awaitsApproval)).toBe(
      "Sua mensagem foi enviada e aguarda a aprovação da família",
    );
    await payByCard(message.id, "held-message");
    const after = await stepTwo(memorial.username, message.id);
    expect(after.tribute).toMatchObject({ status: "paid", awaitsApproval: true });
    // The thanks view offers to follow a public memorial (decision 055), with the payer's address
    // for its form (posted, never put in an address).
    expect(after.follow).toEqual({ username: memorial.username, email: message.email ?? "" });
  });

  it("a photo with a link waits too; a plain message on an open memorial is simply sent", async () => {
    const memorial = await createProfile(db());
    const photo = await createTribute(db(), {
      profileId: memorial.id,
      type: "Photo",
      body: "Veja mais em www.exemplo.com.br",
      status: "pending",
      amountCents: 749,
    });
    await payByCard(photo.id, "held-photo");
    const held = await stepTwo(memorial.username, photo.id);
    expect(tributeDoneMessage(held.type, held.tribute!.awaitsApproval)).toBe(
      "Sua lembrança foi enviada e aguarda a aprovação da família",
    );

    const plain = await createTribute(db(), {
      profileId: memorial.id,
      type: "Message",
      body: "Descanse em paz.",
      status: "pending",
      amountCents: 250,
    });
    await payByCard(plain.id, "plain-message");
    const shown = await stepTwo(memorial.username, plain.id);
    expect(tributeDoneMessage(shown.type, shown.tribute!.awaitsApproval)).toBe("Sua mensagem foi enviada");
  });
});

describe("the free desabafo", () => {
  it("saves nothing and acknowledges it calmly on the memorial the person goes back to", async () => {
    const memorial = await createProfile(db());
    const request = new Request(`http://localhost/homenagear/${memorial.username}?tipo=message`, {
      method: "POST",
      body: new URLSearchParams({ intent: "desabafo" }),
    });
    const answer = (await action({
      request,
      params: { username: memorial.username },
      context: testLoadContext(request),
    } as never)) as Response;
    const location = answer.headers.get("location")!;
    expect(location).toBe(`/profile/${memorial.username}?aviso=desabafo`);
    expect(noticeFor(new URL(location, "http://localhost"))).toBe(
      "Obrigado por compartilhar o que sente. Como prometido, nada do que você escreveu foi enviado ou salvo.",
    );
    expect(await db().$count(tributes)).toBe(0);
  });
});
