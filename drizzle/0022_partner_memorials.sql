CREATE TABLE "partner_memorials" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"invite_resent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_memorials" ADD CONSTRAINT "partner_memorials_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memorials" ADD CONSTRAINT "partner_memorials_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_memorials_partner_recent_idx" ON "partner_memorials" USING btree ("partner_id","created_at" desc,"profile_id" desc);--> statement-breakpoint
-- Memorials partners created before this table (decision 043): each customer account a partner
-- opened got its memorial in the same transaction, so it is that account's first memorial; the
-- completion wizard is the only writer of the security answers' hashes on such a memorial.
INSERT INTO "partner_memorials" ("profile_id", "partner_id", "created_at", "completed_at")
SELECT DISTINCT ON ("customer"."id") "p"."id", "partner"."id", "p"."created_at",
       CASE WHEN "p"."security_mother_name_hash" IS NOT NULL THEN "p"."updated_at" END
  FROM "users" "customer"
  JOIN "users" "partner" ON "partner"."id" = "customer"."created_by_user_id" AND "partner"."type" = 'partner'
  JOIN "profiles" "p" ON "p"."user_id" = "customer"."id"
 ORDER BY "customer"."id", "p"."created_at", "p"."id"
ON CONFLICT DO NOTHING;
