CREATE TYPE "public"."claim_outcome" AS ENUM('added_administrator', 'transferred');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('awaiting_objection_window', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TABLE "claim_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"by_user_id" uuid,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"claimant_user_id" uuid,
	"full_name" text,
	"relationship" text NOT NULL,
	"phone" text,
	"evidence" text,
	"status" "claim_status" DEFAULT 'awaiting_objection_window' NOT NULL,
	"objected" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"objection_window_ends_at" timestamp with time zone NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"outcome" "claim_outcome"
);
--> statement-breakpoint
ALTER TABLE "claim_attempts" ADD CONSTRAINT "claim_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_attempts" ADD CONSTRAINT "claim_attempts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_objections" ADD CONSTRAINT "claim_objections_claim_id_memorial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."memorial_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_objections" ADD CONSTRAINT "claim_objections_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_claims" ADD CONSTRAINT "memorial_claims_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_claims" ADD CONSTRAINT "memorial_claims_claimant_user_id_users_id_fk" FOREIGN KEY ("claimant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_claims" ADD CONSTRAINT "memorial_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_attempts_user_profile_idx" ON "claim_attempts" USING btree ("user_id","profile_id","at");--> statement-breakpoint
CREATE INDEX "claim_attempts_profile_idx" ON "claim_attempts" USING btree ("profile_id","at");--> statement-breakpoint
CREATE INDEX "claim_objections_claim_idx" ON "claim_objections" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "claim_objections_user_idx" ON "claim_objections" USING btree ("by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_claims_open_key" ON "memorial_claims" USING btree ("profile_id","claimant_user_id") WHERE status = 'awaiting_objection_window';--> statement-breakpoint
CREATE INDEX "memorial_claims_status_idx" ON "memorial_claims" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "memorial_claims_claimant_idx" ON "memorial_claims" USING btree ("claimant_user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "memorial_claims_profile_idx" ON "memorial_claims" USING btree ("profile_id","submitted_at");