CREATE TYPE "public"."follower_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "follower_occasion_sends" (
	"follower_id" uuid NOT NULL,
	"occasion_key" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "follower_occasion_sends_follower_id_occasion_key_pk" PRIMARY KEY("follower_id","occasion_key")
);
--> statement-breakpoint
CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"status" "follower_status" DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"consent_version" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follower_occasion_sends" ADD CONSTRAINT "follower_occasion_sends_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "followers_profile_email_key" ON "followers" USING btree ("profile_id","email");--> statement-breakpoint
CREATE INDEX "followers_status_profile_idx" ON "followers" USING btree ("status","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "followers_confirm_token_key" ON "followers" USING btree ("confirm_token_hash") WHERE "followers"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "followers_unsubscribe_token_key" ON "followers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "followers_user_idx" ON "followers" USING btree ("user_id") WHERE "followers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "followers_email_idx" ON "followers" USING btree ("email");