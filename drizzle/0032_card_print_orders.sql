CREATE TYPE "public"."card_print_order_status" AS ENUM('pending', 'in_production', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "card_print_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"plan_contract_id" uuid,
	"plan_id" "profile_type" NOT NULL,
	"quantity" integer NOT NULL,
	"status" "card_print_order_status" DEFAULT 'pending' NOT NULL,
	"shipping_address" jsonb,
	"production_at" timestamp with time zone,
	"production_by_user_id" uuid,
	"shipped_at" timestamp with time zone,
	"shipped_by_user_id" uuid,
	"tracking_code" text,
	"delivered_at" timestamp with time zone,
	"delivered_by_user_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"file_key" text,
	"file_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_print_orders_planContractId_unique" UNIQUE("plan_contract_id"),
	CONSTRAINT "card_print_orders_quantity" CHECK ("card_print_orders"."quantity" in (50, 100, 150)),
	CONSTRAINT "card_print_orders_tracking" CHECK ("card_print_orders"."status" not in ('shipped', 'delivered') or "card_print_orders"."tracking_code" is not null),
	CONSTRAINT "card_print_orders_cancel_reason" CHECK (("card_print_orders"."status" = 'cancelled') = ("card_print_orders"."cancel_reason" is not null and "card_print_orders"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "card_print_orders" ADD CONSTRAINT "card_print_orders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_print_orders" ADD CONSTRAINT "card_print_orders_production_by_user_id_users_id_fk" FOREIGN KEY ("production_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_print_orders" ADD CONSTRAINT "card_print_orders_shipped_by_user_id_users_id_fk" FOREIGN KEY ("shipped_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_print_orders" ADD CONSTRAINT "card_print_orders_delivered_by_user_id_users_id_fk" FOREIGN KEY ("delivered_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_print_orders_profile_idx" ON "card_print_orders" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "card_print_orders_status_idx" ON "card_print_orders" USING btree ("status","created_at","id");