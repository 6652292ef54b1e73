CREATE TYPE "public"."plan_change_action" AS ENUM('activate_free_plan', 'assign_plan', 'approve_profile');--> statement-breakpoint
CREATE TYPE "public"."plan_change_reason" AS ENUM('free_plan', 'admin', 'payment');--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"action" "plan_change_action" NOT NULL,
	"reason" "plan_change_reason" NOT NULL,
	"from_type" "profile_type" NOT NULL,
	"to_type" "profile_type" NOT NULL,
	"plan_contract_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_plan_contract_id_plan_contracts_id_fk" FOREIGN KEY ("plan_contract_id") REFERENCES "public"."plan_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_profile_idx" ON "plan_changes" USING btree ("profile_id","created_at" DESC NULLS LAST);