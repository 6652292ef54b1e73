import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardPrintOrders, galleryImages, memorialMembers, profiles, tributes } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { printCardPdf } from "~/features/cards/index.server";
import { countGalleryImages } from "~/features/gallery/index.server";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { movePayment } from "~/features/payments/settlement.server";
import { assignPlan, sweepPlanLife } from "~/features/plans/index.server";
import { setMailer } from "~/integrations/mail/mail.server";
import { setStorage } from "~/integrations/storage/storage.server";
import { tempStorage } from "~/shared/images/test-images";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { createGalleryImage, createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { registerShippingAddress } from "./plaque-orders.server";
import { ADDRESS, captureMail } from "./plaque-orders.test-helpers";
import { printOrderFile, renderPrintFileJob, requestPrintFile } from "./print-file.server";
import { listPrintOrders } from "./print-order-list.server";
import { sendOwedPrintOrderMail } from "./print-order-mail.server";
import { canMovePrintOrder, PRINT_MOVES, PRINT_QUANTITY, type PrintOrderStatus } from "./print-orders.schema";
import { movePrintOrder, printOrdersOf } from "./print-orders.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-04-01T12:00:00Z");
const DAY = 86_400_000;
const day = (n: number) => new Date(NOW.getTime() + n * DAY);
const roots: string[] = [];

beforeEach(async () => setStorage(await tempStorage(roots)));
afterEach(() => {
  setStorage(undefined);
  setMailer(undefined);
});
afterAll(() => Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true }))));

let families = 0;

/** A family's memorial on `plan`, assigned by an admin (a paid term like any other). */
async function memorial(plan: "Ouro" | "Platina" | "Diamante" = "Diamante", withAddress = true) {
  const owner = await signedInUser(db(), {
    name: "Ana Souza",
    email: `ana.${(families += 1)}@familia.example`,
  });
  const admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.id, name: "Maria das Dores", activatedByUser: true });
  await assignPlan(admin, profile.id, plan, "Cortesia", NOW);
  if (withAddress) await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id }, NOW);
  return { owner, admin, profile };
}

const ordersOf = (profileId: string) =>
  db()
    .select()
    .from(cardPrintOrders)
    .where(eq(cardPrintOrders.profileId, profileId))
    .orderBy(cardPrintOrders.createdAt);

async function onlyOrder(profileId: string) {
  const orders = await ordersOf(profileId);
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

describe("printed cards: one order per paid term, in the plan's quantity", () => {
  it.each(["Ouro", "Platina", "Diamante"] as const)("a %s term orders its cards", async (plan) => {
    const { profile } = await memorial(plan);
    expect(await onlyOrder(profile.id)).toMatchObject({
      planId: plan,
      quantity: PRINT_QUANTITY[plan],
      status: "pending",
    });
    expect(PRINT_QUANTITY).toEqual({ Ouro: 50, Platina: 100, Diamante: 150 });
  });

  it("an upgrade before production changes the pending order; a renewal of the same plan is a new order", async () => {
    const { admin, profile } = await memorial("Ouro");
    await assignPlan(admin, profile.id, "Diamante", "Upgrade", day(1));
    expect(await onlyOrder(profile.id)).toMatchObject({ planId: "Diamante", quantity: 150 });
    await assignPlan(admin, profile.id, "Diamante", "Renovação", day(2));
    expect((await ordersOf(profile.id)).map((o) => o.quantity)).toEqual([150, 150]);
  });

  it("a paid purchase orders the cards in the payment's transaction", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id, type: "Free", activatedByUser: true });
    await fundWallet(owner.id, 100_000, `fund-${profile.id}`);
    await buyWithWalletBalance(
      owner,
      { product: "profile_plan", productRefId: profile.id, planId: "Platina", idempotencyKey: `buy-${profile.id}` },
      NOW,
    );
    expect(await onlyOrder(profile.id)).toMatchObject({ planId: "Platina", quantity: 100 });
  });
});

describe("printed cards: the admin's moves", () => {
  it("only ever moves one step forward (any sequence of asked moves)", () => {
    const chain: PrintOrderStatus[] = ["pending", "in_production", "shipped", "delivered"];
    const all: PrintOrderStatus[] = [...chain, "cancelled"];
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...all), (from, to) => {
        const allowed = chain.indexOf(to) === chain.indexOf(from) + 1 && chain.includes(from) && chain.includes(to);
        expect(canMovePrintOrder(from, to)).toBe(allowed);
      }),
    );
    expect(PRINT_MOVES.cancelled).toBeNull();
  });

  it("follows the chain on the database whatever moves are asked, refusing the others without a change", async () => {
    const { admin, profile } = await memorial();
    const order = await onlyOrder(profile.id);
    const targets = ["in_production", "shipped", "delivered"] as const;
    let status: PrintOrderStatus = "pending";
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), async (to) => {
        const expected = canMovePrintOrder(status, to);
        const attempt = movePrintOrder(admin, { orderId: order.id, to, trackingCode: "BR123456789BR" }, NOW);
        if (expected) {
          await expect(attempt).resolves.toEqual({ id: order.id, status: to });
          status = to;
        } else await expect(attempt).rejects.toBeInstanceOf(ConflictError);
        expect((await onlyOrder(profile.id)).status).toBe(status);
      }),
      { seed: 49, numRuns: 12 },
    );
  });

  it("records who moved it and when, keeps the address, asks for the tracking code, and e-mails the administrators at each move", async () => {
    const sent = captureMail();
    const { admin, owner, profile } = await memorial("Platina");
    const coAdmin = await signedInUser(db(), { email: "joao@familia.example" });
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: coAdmin.id, role: "administrator" });
    const { id } = await onlyOrder(profile.id);
    sent.length = 0;

    await movePrintOrder(admin, { orderId: id, to: "in_production" }, day(1));
    await expect(movePrintOrder(admin, { orderId: id, to: "shipped", trackingCode: " " }, day(2))).rejects.toThrow(
      "Informe o código de rastreio do envio.",
    );
    await expect(
      movePrintOrder(admin, { orderId: id, to: "shipped", trackingCode: "<script>" }, day(2)),
    ).rejects.toBeInstanceOf(ValidationError);
    await movePrintOrder(admin, { orderId: id, to: "shipped", trackingCode: "br 123 456 789 br" }, day(3));
    await movePrintOrder(admin, { orderId: id, to: "delivered" }, day(5));

    expect(await onlyOrder(profile.id)).toMatchObject({
      status: "delivered",
      shippingAddress: { street: "Rua das Palmeiras, 88", city: "Salvador", state: "BA", zipCode: "40020-000" },
      productionAt: day(1),
      productionByUserId: admin.id,
      shippedAt: day(3),
      shippedByUserId: admin.id,
      trackingCode: "BR123456789BR",
      deliveredAt: day(5),
      deliveredByUserId: admin.id,
    });
    const subjects = sent.filter((m) => m.to === owner.email).map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/^Os cartões impressos do memorial de Maria das Dores estão em produção/),
      expect.stringMatching(/^Os cartões impressos do memorial de Maria das Dores foram enviados/),
      expect.stringMatching(/^Os cartões impressos do memorial de Maria das Dores foram entregues/),
    ]);
    expect(sent.filter((m) => m.to === "joao@familia.example")).toHaveLength(3);
    const shipped = sent.find((m) => m.subject.includes("foram enviados"))!;
    expect(shipped.text).toContain("Código de rastreio: BR123456789BR");
    expect(shipped.text).toContain("100 cartões impressos");
    expect(shipped.text).toContain(`/painel/${profile.username}#placa`);
    // The sweep finds nothing left to send: each move was e-mailed once.
    expect(await sendOwedPrintOrderMail()).toBe(0);
  });

  it("waits for the plaque's address before production", async () => {
    const { admin, owner, profile } = await memorial("Ouro", false);
    const { id } = await onlyOrder(profile.id);
    expect((await printOrdersOf(profile.id))[0]!.stage).toBe("awaiting_address");
    await expect(movePrintOrder(admin, { orderId: id, to: "in_production" }, NOW)).rejects.toThrow(
      "Este pedido ainda aguarda o endereço de envio da placa.",
    );
    expect((await onlyOrder(profile.id)).status).toBe("pending");
    await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id }, NOW);
    expect((await printOrdersOf(profile.id))[0]!.stage).toBe("to_produce");
    await movePrintOrder(admin, { orderId: id, to: "in_production" }, NOW);
  });

  it("refuses anyone but a site admin, and bad input, changing nothing", async () => {
    const { owner, profile } = await memorial();
    const { id } = await onlyOrder(profile.id);
    await expect(movePrintOrder(owner, { orderId: id, to: "in_production" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(movePrintOrder(null, { orderId: id, to: "in_production" })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(listPrintOrders(owner, {})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(requestPrintFile(owner, id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(printOrderFile(owner, id)).rejects.toBeInstanceOf(ForbiddenError);
    const admin = await signedInUser(db(), { type: "admin" });
    await expect(movePrintOrder(admin, { orderId: id, to: "cancelled" })).rejects.toThrow(
      "Mudança de situação inválida.",
    );
    await expect(movePrintOrder(admin, { orderId: "não-é-um-id", to: "in_production" })).rejects.toThrow(
      "Pedido de cartões impressos não encontrado.",
    );
    expect((await onlyOrder(profile.id)).status).toBe("pending");
  });

  it("two admins moving at once make one move and one e-mail", async () => {
    const sent = captureMail();
    const { profile } = await memorial();
    const [first, second] = [await signedInUser(db(), { type: "admin" }), await signedInUser(db(), { type: "admin" })];
    const { id } = await onlyOrder(profile.id);
    sent.length = 0;
    const results = await Promise.allSettled([
      movePrintOrder(first, { orderId: id, to: "in_production" }, NOW),
      movePrintOrder(second, { orderId: id, to: "in_production" }, NOW),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    expect(sent.filter((m) => m.subject.includes("em produção"))).toHaveLength(1);
  });
});

describe("printed cards: the print file", () => {
  it("is rendered by its job from the memorial's card and downloaded by admins only", async () => {
    const { admin, profile } = await memorial();
    const { id } = await onlyOrder(profile.id);
    await movePrintOrder(admin, { orderId: id, to: "in_production" }, NOW);
    const order = await onlyOrder(profile.id);
    expect(order.fileJobId).toEqual(expect.any(String));
    await expect(printOrderFile(admin, id)).rejects.toThrow("O arquivo de impressão ainda não foi gerado.");
    const job = renderPrintFileJob((profileId) => printCardPdf(profileId, async () => null));
    await job({ payload: { orderId: id }, jobId: order.fileJobId!, attempt: 1, reportProgress: async () => {} });
    const doc = await PDFDocument.load(await printOrderFile(admin, id));
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getTitle()).toBe("Cartões impressos — Maria das Dores");
  });
});

describe("printed cards: a plan that lapses or is refunded", () => {
  it("a lapse cancels what was not sent, e-mails the family, and deletes nothing", async () => {
    const sent = captureMail();
    const { owner, profile } = await memorial("Ouro");
    await createGalleryImage(db(), { profileId: profile.id });
    const { id } = await onlyOrder(profile.id);
    sent.length = 0;
    await sweepPlanLife({ galleryPhotoCount: (tx, profileId) => countGalleryImages(profileId, tx) }, day(181));
    expect(await onlyOrder(profile.id)).toMatchObject({
      id,
      status: "cancelled",
      cancelReason: "lapse",
      cancelledAt: day(181),
    });
    expect(await sendOwedPrintOrderMail()).toBe(1);
    const notice = sent.find((m) => m.to === owner.email && m.subject.includes("foi cancelado"))!;
    expect(notice.text).toContain("Nada do memorial foi apagado");
    expect(await db().$count(profiles, eq(profiles.id, profile.id))).toBe(1);
    expect(await db().$count(galleryImages, eq(galleryImages.profileId, profile.id))).toBe(1);
    const admin = await signedInUser(db(), { type: "admin" });
    await expect(movePrintOrder(admin, { orderId: id, to: "in_production" })).rejects.toThrow(/foi cancelado/);
  });

  it("a sent order stays sent when the plan lapses", async () => {
    const { admin, profile } = await memorial("Ouro");
    const { id } = await onlyOrder(profile.id);
    await movePrintOrder(admin, { orderId: id, to: "in_production" }, NOW);
    await movePrintOrder(admin, { orderId: id, to: "shipped", trackingCode: "BR1234BR" }, NOW);
    await sweepPlanLife({ galleryPhotoCount: (tx, profileId) => countGalleryImages(profileId, tx) }, day(181));
    expect((await onlyOrder(profile.id)).status).toBe("shipped");
  });

  it("a refund cancels its term's order, even one in production, and keeps the tributes", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id, type: "Free", activatedByUser: true });
    await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id, plan: "Diamante" }, NOW);
    await fundWallet(owner.id, 100_000, `fund-${profile.id}`);
    const bought = await buyWithWalletBalance(
      owner,
      { product: "profile_plan", productRefId: profile.id, planId: "Diamante", idempotencyKey: `buy-${profile.id}` },
      NOW,
    );
    const admin = await signedInUser(db(), { type: "admin" });
    const { id } = await onlyOrder(profile.id);
    await movePrintOrder(admin, { orderId: id, to: "in_production" }, NOW);
    const tributeCount = await db().$count(tributes, eq(tributes.profileId, profile.id));
    await inTransaction((tx) => movePayment(tx, bought.id, "refunded", day(1)));
    expect(await onlyOrder(profile.id)).toMatchObject({ status: "cancelled", cancelReason: "refund" });
    expect(await db().$count(tributes, eq(tributes.profileId, profile.id))).toBe(tributeCount);
  });
});
