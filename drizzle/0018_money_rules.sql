-- Issue 20, decision 035. Every money amount that can grow is 64-bit centavos (a 32-bit column
-- overflowed at R$ 21.474.836,48 before the balance check); the application keeps each amount at
-- most R$ 1.000.000 and sums far below Number.MAX_SAFE_INTEGER, so they stay exact in JavaScript.
ALTER TABLE "tributes" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "plan_contracts" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "wallet_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "initial_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: plan vouchers granted before this migration wait for the default chargeback window
-- (CHARGEBACK_WINDOW_DAYS, 120 days) after their payment's approval, like the new ones.
UPDATE "vouchers" SET "available_at" = "payments"."fulfilled_at" + interval '120 days'
  FROM "payments"
  WHERE "vouchers"."granted_by_payment_id" = "payments"."id" AND "payments"."fulfilled_at" IS NOT NULL;
