CREATE TABLE "keepsake_books" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"photo_ids" uuid[],
	"tribute_ids" uuid[],
	"job_id" text,
	"rendered_version" bigint,
	"rendered_selection" text,
	"book_key" text,
	"print_key" text,
	"page_count" integer,
	"rendered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keepsake_books" ADD CONSTRAINT "keepsake_books_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;