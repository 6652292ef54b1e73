CREATE TYPE "public"."data_export_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "data_export_status" DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"file_key" text,
	"size_bytes" bigint,
	"job_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_exports_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."file_key" is not null;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "attendances_email_idx" ON "attendances" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tributes_user_idx" ON "tributes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tributes_email_idx" ON "tributes" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "plan_contracts_user_idx" ON "plan_contracts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_payer_email_idx" ON "payments" USING btree (lower("payer"->>'email'));--> statement-breakpoint
CREATE INDEX "plaque_orders_user_idx" ON "plaque_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memorial_invitations_email_idx" ON "memorial_invitations" USING btree (lower("email"));