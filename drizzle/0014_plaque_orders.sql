CREATE TYPE "public"."plaque_order_status" AS ENUM('pending', 'shipped');--> statement-breakpoint
CREATE TABLE "plaque_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"plan_id" "profile_type",
	"status" "plaque_order_status" DEFAULT 'pending' NOT NULL,
	"shipped_at" timestamp with time zone,
	"shipped_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plaque_orders_profileId_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
ALTER TABLE "plaque_orders" ADD CONSTRAINT "plaque_orders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaque_orders" ADD CONSTRAINT "plaque_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaque_orders" ADD CONSTRAINT "plaque_orders_shipped_by_user_id_users_id_fk" FOREIGN KEY ("shipped_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plaque_orders_status_idx" ON "plaque_orders" USING btree ("status","created_at","id");