CREATE TYPE "public"."tribute_visibility" AS ENUM('published', 'held', 'hidden', 'rejected');--> statement-breakpoint
CREATE TABLE "tribute_reports" (
	"tribute_id" uuid NOT NULL,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tribute_reports_tribute_id_reporter_key_pk" PRIMARY KEY("tribute_id","reporter_key")
);
--> statement-breakpoint
DROP INDEX "tributes_profile_paid_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approve_tributes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tributes" ADD COLUMN "visibility" "tribute_visibility" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tributes" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "tribute_reports" ADD CONSTRAINT "tribute_reports_tribute_id_tributes_id_fk" FOREIGN KEY ("tribute_id") REFERENCES "public"."tributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tributes_profile_moderated_idx" ON "tributes" USING btree ("profile_id","created_at" DESC NULLS LAST) WHERE "tributes"."status" = 'paid' and "tributes"."visibility" in ('held', 'hidden');--> statement-breakpoint
CREATE INDEX "tributes_profile_paid_idx" ON "tributes" USING btree ("profile_id","created_at" DESC NULLS LAST) WHERE "tributes"."status" = 'paid' and "tributes"."visibility" = 'published';