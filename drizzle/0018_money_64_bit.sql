-- Issue 20: every money amount that can grow is 64-bit centavos (a 32-bit column overflowed at
-- R$ 21.474.836,48 before the balance check). The application keeps amounts below
-- Number.MAX_SAFE_INTEGER (each call at most R$ 1.000.000), so they stay exact as JavaScript numbers.
ALTER TABLE "tributes" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "plan_contracts" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "wallet_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "initial_cents" SET DATA TYPE bigint;