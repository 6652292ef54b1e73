CREATE TABLE "profile_cities" (
	"state" text NOT NULL,
	"city_search" text NOT NULL,
	CONSTRAINT "profile_cities_city_search_state_pk" PRIMARY KEY("city_search","state")
);
--> statement-breakpoint
DROP INDEX "profiles_public_created_idx";--> statement-breakpoint
DROP INDEX "profiles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_username_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_city_trgm_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_search" text GENERATED ALWAYS AS (immutable_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city_search" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce(city, '')))) STORED;--> statement-breakpoint
CREATE INDEX "profile_cities_city_trgm_idx" ON "profile_cities" USING gin ("city_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_public_city_recent_idx" ON "profiles" USING btree ("city_search","created_at","id") WHERE "profiles"."access" = 'Public' and "profiles"."activated_by_user";--> statement-breakpoint
CREATE INDEX "profiles_public_state_recent_idx" ON "profiles" USING btree (upper(coalesce("state", '')),"created_at","id") WHERE "profiles"."access" = 'Public' and "profiles"."activated_by_user";--> statement-breakpoint
CREATE INDEX "profiles_public_recent_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."access" = 'Public' and "profiles"."activated_by_user";--> statement-breakpoint
CREATE INDEX "profiles_public_country_idx" ON "profiles" USING btree (immutable_unaccent(lower("country"))) WHERE "profiles"."access" = 'Public' and "profiles"."activated_by_user";--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin (("name_search" || ' ' || lower("username")) gin_trgm_ops);--> statement-breakpoint
-- Hand-written below: drizzle-kit cannot express triggers or statistics objects (decision 009).
-- profile_cities holds every (UF, folded city) pair of profiles; statement triggers keep it, so a
-- bulk insert adds its places in one statement.
CREATE FUNCTION profile_cities_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_cities (state, city_search)
  SELECT DISTINCT upper(coalesce(state, '')), city_search FROM changed_profiles
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_cities_on_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_cities_record();--> statement-breakpoint
CREATE TRIGGER profiles_cities_on_update AFTER UPDATE ON profiles
  REFERENCING NEW TABLE AS changed_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_cities_record();--> statement-breakpoint
INSERT INTO profile_cities (state, city_search)
  SELECT DISTINCT upper(coalesce(state, '')), city_search FROM profiles ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The planner has no statistics for an expression only a partial index holds, and takes state and
-- city as independent: these let it size the location buckets.
CREATE STATISTICS "profiles_place_stats" (mcv, dependencies) ON "city_search", (upper(coalesce("state", ''))) FROM "profiles";--> statement-breakpoint
CREATE STATISTICS "profiles_country_stats" ON (immutable_unaccent(lower("country"))) FROM "profiles";
