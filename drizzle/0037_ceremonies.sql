CREATE TYPE "public"."ceremony_kind" AS ENUM('velorio', 'sepultamento', 'cremacao', 'missa_7', 'culto_7', 'missa_30', 'culto_30', 'outra');--> statement-breakpoint
CREATE TABLE "ceremonies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" "ceremony_kind" NOT NULL,
	"custom_name" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"visible_until" timestamp with time zone NOT NULL,
	"cemetery_id" integer,
	"place_name" text,
	"place_address" text,
	"stream_url" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ceremonies_place" CHECK ("ceremonies"."cemetery_id" is not null or "ceremonies"."place_name" is not null),
	CONSTRAINT "ceremonies_custom_name" CHECK (("ceremonies"."kind" = 'outra') = ("ceremonies"."custom_name" is not null)),
	CONSTRAINT "ceremonies_ends_after_start" CHECK ("ceremonies"."ends_at" is null or "ceremonies"."ends_at" > "ceremonies"."starts_at"),
	CONSTRAINT "ceremonies_stream_https" CHECK ("ceremonies"."stream_url" is null or "ceremonies"."stream_url" like 'https://%')
);
--> statement-breakpoint
CREATE TABLE "ceremony_notices" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"job_id" text,
	"rendered_hash" text,
	"rendered_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ceremonies" ADD CONSTRAINT "ceremonies_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremonies" ADD CONSTRAINT "ceremonies_cemetery_id_cemeteries_id_fk" FOREIGN KEY ("cemetery_id") REFERENCES "public"."cemeteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremonies" ADD CONSTRAINT "ceremonies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremony_notices" ADD CONSTRAINT "ceremony_notices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ceremonies_profile_upcoming_idx" ON "ceremonies" USING btree ("profile_id","visible_until","starts_at");--> statement-breakpoint
CREATE INDEX "ceremonies_created_by_idx" ON "ceremonies" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE TRIGGER ceremonies_content_version_on_insert AFTER INSERT ON ceremonies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER ceremonies_content_version_on_update AFTER UPDATE ON ceremonies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER ceremonies_content_version_on_delete AFTER DELETE ON ceremonies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();
