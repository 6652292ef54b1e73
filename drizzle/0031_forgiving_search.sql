DROP INDEX "cemeteries_name_trgm_idx";--> statement-breakpoint
DROP INDEX "cemeteries_city_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "cemeteries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(immutable_unaccent(lower(name || ' ' || city)), '|', ' ') || ' | ' || search_key(name || ' ' || city)) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(immutable_unaccent(lower(name || ' ' || coalesce(surname, '') || ' ' || username)), '|', ' ') || ' | ' || search_key(name || ' ' || coalesce(surname, ''))) STORED;--> statement-breakpoint
CREATE INDEX "cemeteries_search_text_trgm_idx" ON "cemeteries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);