import { count, eq, isNotNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ledgerTransactions, payments, plaqueHashes, planContracts, profiles, users, vouchers } from "~/db/schema";
import { readOutbox, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { signIn } from "~/features/accounts/account-use-cases.server";
import { unbalancedAccounts } from "~/features/ledger/ledger.server";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { setMailer } from "~/integrations/mail/mail.server";
import { testContext } from "../../../../tests/support/context";
import { setupTestDatabase } from "../../../../tests/support/database";
import { jobStatus } from "~/shared/jobs/jobs.server";
import { jobIdsOf, queueRow } from "~/shared/jobs/jobs.test-helpers";
import { CUSTOMER_INVITE_JOB, sendOwedCustomerInvites } from "./customer-invite.server";
import { createSimplifiedProfile, handleBase } from "./simplified-profile.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
let outbox: string;

beforeEach(async () => {
  outbox = await useTempOutbox();
});
afterEach(() => setMailer(undefined));

let sequence = 0;
function form(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    hasPlaque: "nao",
    name: "José da Silva",
    gender: "Homem",
    birthDate: "1950-01-02",
    deathDate: "2025-12-01",
    customerName: "Ana Silva",
    customerEmail: `ana${sequence}@cliente.example`,
    customerPassword: "senha-forte-1",
    plan: "Ouro",
    idempotencyKey: `simplified-test-${sequence}`,
    ...overrides,
  };
}

async function partnerWith(cents: number) {
  const partner = await signedInUser(db(), { type: "partner" });
  if (cents > 0) await fundWallet(partner.id, cents);
  return partner;
}

async function counts() {
  const [u] = await db().select({ n: count() }).from(users);
  const [p] = await db().select({ n: count() }).from(profiles);
  const [l] = await db().select({ n: count() }).from(ledgerTransactions);
  const [pay] = await db().select({ n: count() }).from(payments);
  return { users: u!.n, profiles: p!.n, ledger: l!.n, payments: pay!.n };
}

describe("createSimplifiedProfile", () => {
  it("creates the inactive customer, the memorial on the plan, the plaque link, and debits the partner", async () => {
    const partner = await partnerWith(60_000);
    await db().insert(plaqueHashes).values({ hash: "PLACAVAZIA" });
    const created = await createSimplifiedProfile(partner, form({ hasPlaque: "sim", hash: "placavazia" }), NOW);
    expect(created.hash).toBe("PLACAVAZIA");
    expect(created.username).toMatch(/^jose\.da\.silva\.\d+$/);

    const [customer] = await db().select().from(users).where(eq(users.id, created.customerId));
    expect(customer).toMatchObject({ active: false, createdByUserId: partner.id, type: "regular", name: "Ana Silva" });
    const [memorial] = await db().select().from(profiles).where(eq(profiles.id, created.profileId));
    expect(memorial).toMatchObject({ userId: customer!.id, type: "Ouro", activatedByUser: true, gender: "Homem" });
    const [contract] = await db().select().from(planContracts).where(eq(planContracts.profileId, memorial!.id));
    expect(contract).toMatchObject({ planId: "Ouro", amountCents: 50_000, userId: customer!.id });
    // The plan's voucher (R$ 100) goes to the administrator, the customer.
    const granted = await db().select().from(vouchers);
    expect(granted.map((v) => v.ownerUserId)).toEqual([customer!.id]);
    expect((await getWalletBalance(partner, partner.id)).balanceCents).toBe(10_000);
    expect(await unbalancedAccounts(db())).toEqual([]);

    const [invite] = await readOutbox(outbox);
    expect(invite).toContain(customer!.email);
    expect(invite).toContain("/login");
    expect(invite).toContain(`/complete-profile/${memorial!.id}`);
    expect(invite).toContain("troque a sua senha");
  });

  it("first sign-in activates the customer's account", async () => {
    const partner = await partnerWith(50_000);
    const input = form();
    const created = await createSimplifiedProfile(partner, input, NOW);
    const [before] = await db().select().from(users).where(eq(users.id, created.customerId));
    expect(before!.active).toBe(false);
    const ctx = testContext(new Request("http://localhost/login"));
    await signIn(ctx, { email: input.customerEmail, password: input.customerPassword });
    const [customer] = await db().select().from(users).where(eq(users.id, created.customerId));
    expect(customer!.active).toBe(true);
  });

  it("only the partner who created the customer may pay that memorial's plans from its wallet", async () => {
    const partner = await partnerWith(50_000);
    const created = await createSimplifiedProfile(partner, form(), NOW);
    const stranger = await partnerWith(100_000);
    const upgrade = { product: "profile_plan" as const, productRefId: created.profileId, planId: "Diamante" };
    await expect(
      buyWithWalletBalance(stranger, { ...upgrade, idempotencyKey: "stranger-pays-1" }, NOW),
    ).rejects.toMatchObject({ status: 403 });
    await fundWallet(partner.id, 100_000, "fund-again-1");
    const paid = await buyWithWalletBalance(partner, { ...upgrade, idempotencyKey: "partner-pays-1" }, NOW);
    expect(paid.status).toBe("approved");
  });

  it("an invite the mailer failed to send stays owed and the sweep sends it once", async () => {
    const partner = await partnerWith(50_000);
    setMailer({
      send: () => Promise.reject(new Error("smtp down")),
    });
    const created = await createSimplifiedProfile(partner, form(), NOW);
    expect(created.profileId).toBeTruthy();
    outbox = await useTempOutbox();
    expect(await sendOwedCustomerInvites()).toBe(1);
    expect(await sendOwedCustomerInvites()).toBe(0);
    const messages = await readOutbox(outbox);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`/complete-profile/${created.profileId}`);
  });

  it("the creation owes its invite's delivery job, due a minute later in case the first send failed", async () => {
    const partner = await partnerWith(50_000);
    await createSimplifiedProfile(partner, form(), NOW);
    const jobs = await jobIdsOf(db(), CUSTOMER_INVITE_JOB);
    expect(jobs).toHaveLength(1);
    expect(await jobStatus(jobs[0]!)).toMatchObject({ state: "queued" });
    expect((await queueRow(db(), jobs[0]!))!.startsInSeconds).toBeGreaterThan(50);
  });

  it("a repeated key returns the first creation, pays once and mails once", async () => {
    const partner = await partnerWith(100_000);
    const input = form();
    const first = await createSimplifiedProfile(partner, input, NOW);
    const again = await createSimplifiedProfile(partner, input, NOW);
    expect(again).toEqual(first);
    expect((await getWalletBalance(partner, partner.id)).balanceCents).toBe(50_000);
    expect(await readOutbox(outbox)).toHaveLength(1);
    expect(await jobIdsOf(db(), CUSTOMER_INVITE_JOB)).toHaveLength(1);
  });

  it.each([
    ["the e-mail is already registered", "customerEmail", "Este e-mail já está cadastrado."],
    ["the plaque is already linked", "hash", "Esta placa já está vinculada a um perfil."],
    ["the plaque was never issued", "hash", "Hash não encontrado."],
    ["the wallet does not cover the plan", "_", "Saldo insuficiente"],
  ])("leaves nothing behind when %s", async (situation, field, message) => {
    const partner = await partnerWith(situation.includes("wallet") ? 99_999 : 150_000);
    const taken = await createSimplifiedProfile(partner, form({ customerEmail: "ja@cliente.example" }), NOW);
    const overrides: Record<string, unknown> = {};
    if (situation.includes("e-mail")) overrides.customerEmail = "JA@cliente.example";
    if (situation.includes("linked")) Object.assign(overrides, { hasPlaque: "sim", hash: taken.hash });
    if (situation.includes("never")) Object.assign(overrides, { hasPlaque: "sim", hash: "NUNCAVISTA" });
    if (situation.includes("wallet")) overrides.plan = "Ouro";
    const before = await counts();
    const attempt = createSimplifiedProfile(partner, form(overrides), NOW);
    await expect(attempt).rejects.toMatchObject({ message });
    if (field !== "_") await expect(attempt).rejects.toMatchObject({ fields: { [field]: message } });
    expect(await counts()).toEqual(before);
    expect(await readOutbox(outbox)).toHaveLength(1);
    expect(await jobIdsOf(db(), CUSTOMER_INVITE_JOB)).toHaveLength(1);
  });

  it("refuses the anonymous, non-partners and bad input with the spec's messages", async () => {
    await expect(createSimplifiedProfile(null, form())).rejects.toMatchObject({ status: 401 });
    const regular = await signedInUser(db());
    await expect(createSimplifiedProfile(regular, form())).rejects.toMatchObject({ status: 403 });
    const admin = await signedInUser(db(), { type: "admin" });
    await expect(createSimplifiedProfile(admin, form())).rejects.toMatchObject({ status: 403 });
    const partner = await partnerWith(100_000);
    await expect(
      createSimplifiedProfile(
        partner,
        form({ name: " ", hasPlaque: "sim", hash: "", customerEmail: "x@", plan: "Free" }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        name: "Preencha o nome do homenageado para continuar",
        hash: "Preencha o hash da placa para continuar",
        customerEmail: "E-mail inválido.",
        plan: "Escolha um plano: Ouro, Platina ou Diamante.",
      },
    });
    expect((await counts()).profiles).toBe(0);
  });

  it("concurrent creations on one wallet never overdraw it", async () => {
    // R$ 1.600 pays three Ouro plans (R$ 500) but not four.
    const partner = await partnerWith(160_000);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => createSimplifiedProfile(partner, form(), NOW)),
    );
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(fulfilled).toHaveLength(3);
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(["Saldo insuficiente", "Saldo insuficiente"]);
    expect((await getWalletBalance(partner, partner.id)).balanceCents).toBe(10_000);
    const customers = await db().select({ n: count() }).from(users).where(isNotNull(users.createdByUserId));
    expect(customers[0]!.n).toBe(3);
    expect(await unbalancedAccounts(db())).toEqual([]);
  });
});

describe("handleBase", () => {
  it("folds the name to a short ASCII handle", () => {
    expect(handleBase("José da Silva")).toBe("jose.da.silva");
    expect(handleBase("Ñ")).toBe("memorial");
    expect(handleBase("Maria Aparecida dos Santos")).toMatch(/^[a-z.]{2,14}$/);
  });
});
