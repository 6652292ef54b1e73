import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { profileType } from "./profiles";

/**
 * Double-entry ledger (docs/decisions/013-ledger.md). Every account's balance is the sum of its
 * entries; a positive entry raises the balance. Wallets and vouchers are what the company owes
 * people and can never go below zero; the clearing (what the provider owes us) and revenue are
 * the company's side and may be negative.
 */
export const ledgerAccountKind = pgEnum("ledger_account_kind", [
  "wallet",
  "voucher",
  "provider_clearing",
  "revenue",
  "payment_hold",
]);

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: ledgerAccountKind().notNull(),
    /** The wallet's owner; null for the company's accounts and vouchers. */
    userId: uuid().references(() => users.id, { onDelete: "restrict" }),
    /**
     * Wallets and vouchers only: kept by a trigger on ledger_entries (migration 0009), never
     * written by the application. The company's accounts stay 0: their balance is the sum of their
     * entries, so no approval waits on their row (decision 013).
     */
    balanceCents: bigint({ mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_wallet_user_key")
      .on(t.userId)
      .where(sql`${t.kind} = 'wallet'`),
    uniqueIndex("ledger_accounts_company_key")
      .on(t.kind)
      .where(sql`${t.kind} in ('provider_clearing', 'revenue', 'payment_hold')`),
    check(
      "ledger_accounts_owed_not_negative",
      sql`${t.kind} in ('provider_clearing', 'revenue') or ${t.balanceCents} >= 0`,
    ),
    check("ledger_accounts_wallet_has_user", sql`(${t.kind} = 'wallet') = (${t.userId} is not null)`),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A repeated post with the same key moves nothing and returns this transaction. */
    idempotencyKey: text().notNull(),
    /** What moved the money: topup, purchase, voucher_create, voucher_use, refund... */
    kind: text().notNull(),
    paymentId: uuid(),
    /** Who asked for the movement (null for the provider or a job). */
    actorUserId: uuid(),
    memo: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_transactions_idempotency_key").on(t.idempotencyKey),
    index("ledger_transactions_payment_idx").on(t.paymentId),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    amountCents: bigint({ mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_transaction_idx").on(t.transactionId),
    index("ledger_entries_account_idx").on(t.accountId, t.id),
    check("ledger_entries_not_zero", sql`${t.amountCents} <> 0`),
  ],
);

/** Results of money-moving calls by (scope, key): a repeated call returns the stored result. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text().notNull(),
    key: text().notNull(),
    /** A digest of the request, so the same key with another request is refused. */
    requestHash: text().notNull(),
    result: jsonb().$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const paymentProduct = pgEnum("payment_product", ["tribute", "profile_plan", "wallet_topup"]);
export const paymentMethod = pgEnum("payment_method", ["card", "pix", "wallet"]);
export const paymentStatus = pgEnum("payment_status", [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "expired",
  "refunded",
  "charged_back",
]);

export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The signed-in payer; null for an anonymous visitor buying a tribute. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    product: paymentProduct().notNull(),
    /** The tribute, the profile (plan) or the user (top-up) the payment is for. */
    productRefId: uuid().notNull(),
    planId: profileType(),
    description: text().notNull(),
    /** The price of the product. */
    amountCents: bigint({ mode: "number" }).notNull(),
    /** Part of the price held from the payer's wallet when the payment was created. */
    walletCents: bigint({ mode: "number" }).notNull().default(0),
    method: paymentMethod().notNull(),
    installments: integer().notNull().default(1),
    /** sandbox, mercadopago, or internal for wallet-only payments. */
    provider: text().notNull(),
    providerPaymentId: text(),
    providerStatusDetail: text(),
    status: paymentStatus().notNull().default("pending"),
    /** Name, e-mail, phone and CPF/CNPJ of the payer; never a card number. */
    payer: jsonb().$type<{ email?: string; name?: string; phone?: string; document?: string }>().notNull(),
    pixQrCode: text(),
    pixQrImage: text(),
    expiresAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    /** Set once, by the transaction that approved the payment and fulfilled the product. */
    fulfilledAt: timestamp({ withTimezone: true }),
    /** What the fulfilment made (a plan contract, a voucher...), for its reversal. */
    fulfilmentRef: jsonb().$type<Record<string, string>>(),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_key").on(t.provider, t.providerPaymentId),
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    // 'Meus dados' reads the payments made with a person's e-mail without an account.
    index("payments_payer_email_idx").on(sql`lower(${t.payer}->>'email')`),
    index("payments_product_idx").on(t.product, t.productRefId),
    index("payments_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // Anonymous payers' duplicate payments, refunded through the provider by the reconciliation job.
    index("payments_refund_owed_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'approved' and ${t.userId} is null and ${t.fulfilmentRef} ->> 'undelivered' = 'true'`),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    check("payments_wallet_part", sql`${t.walletCents} >= 0 and ${t.walletCents} <= ${t.amountCents}`),
    check("payments_installments", sql`${t.installments} between 1 and 6`),
  ],
);

/** Gift-card vouchers: the value sits in the voucher's own ledger account until drawn down. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** XXXX-XXXX from an alphabet without look-alike characters. */
    code: text().notNull(),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    /** The value it was created with. */
    initialCents: bigint({ mode: "number" }).notNull(),
    /** The payment whose plan granted it, when it was a plan's gift. */
    grantedByPaymentId: uuid(),
    /**
     * A plan's gift can be used only from this instant: the end of its payment's chargeback window
     * (decision 035). Null for a voucher made from the wallet, usable at once.
     */
    availableAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_key").on(t.code),
    uniqueIndex("vouchers_account_key").on(t.accountId),
    index("vouchers_owner_idx").on(t.ownerUserId, t.createdAt.desc()),
    check(
      "vouchers_code_format",
      sql`${t.code} ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$'`,
    ),
  ],
);

/** Provider notifications already applied: a repeated delivery is dropped. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text().notNull(),
    eventKey: text().notNull(),
    providerPaymentId: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventKey] })],
);

/** The sandbox provider's own state, shared by every process like Mercado Pago's would be. */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  token: text().primaryKey(),
  holderName: text().notNull(),
  lastFour: text().notNull(),
  used: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxCharges = pgTable("sandbox_charges", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  externalReference: text().notNull(),
  amountCents: bigint({ mode: "number" }).notNull(),
  method: text().notNull(),
  status: text().notNull(),
  statusDetail: text().notNull(),
  pixCode: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
