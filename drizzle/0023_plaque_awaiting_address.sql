ALTER TABLE "plaque_orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plaque_orders" ALTER COLUMN "street" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plaque_orders" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plaque_orders" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plaque_orders" ALTER COLUMN "zip_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plaque_orders" ALTER COLUMN "country" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plaque_orders" ADD CONSTRAINT "plaque_orders_address_whole" CHECK (("plaque_orders"."street" is null and "plaque_orders"."city" is null and "plaque_orders"."state" is null and "plaque_orders"."zip_code" is null and "plaque_orders"."country" is null) or ("plaque_orders"."street" is not null and "plaque_orders"."city" is not null and "plaque_orders"."state" is not null and "plaque_orders"."zip_code" is not null and "plaque_orders"."country" is not null));