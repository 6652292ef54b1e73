CREATE TYPE "public"."memorial_video_source" AS ENUM('photos', 'upload');--> statement-breakpoint
CREATE TABLE "memorial_videos" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"source" "memorial_video_source" NOT NULL,
	"job_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"video_key" text,
	"poster_key" text,
	"duration_seconds" integer,
	"rendered_at" timestamp with time zone,
	"failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_videos" ADD CONSTRAINT "memorial_videos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;