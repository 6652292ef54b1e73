ALTER TABLE "profile_kinships" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "religious_reference_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "religious_reference_text" text;