CREATE TABLE "memorial_update_notices" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"notified_version" bigint NOT NULL,
	"seen_version" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"cellphone" text,
	"kinship" text,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_update_notices" ADD CONSTRAINT "memorial_update_notices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_contacts" ADD CONSTRAINT "notification_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_contacts" ADD CONSTRAINT "notification_contacts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_contacts_profile_idx" ON "notification_contacts" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_contacts_profile_email_key" ON "notification_contacts" USING btree ("profile_id",lower("email")) WHERE "notification_contacts"."email" is not null;