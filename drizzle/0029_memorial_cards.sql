CREATE TABLE "memorial_cards" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"design" text DEFAULT 'ceu' NOT NULL,
	"job_id" text,
	"rendered_version" bigint,
	"rendered_design" text,
	"rendered_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memorial_cards_design" CHECK ("memorial_cards"."design" in ('ceu', 'classico', 'floral'))
);
--> statement-breakpoint
ALTER TABLE "memorial_cards" ADD CONSTRAINT "memorial_cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;