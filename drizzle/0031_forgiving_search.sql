-- The spelling key of names (decision 051): the rules of app/shared/search/search-key.ts, in the
-- same order (a test checks both give the same key). Lower case, no accents, anything but letters
-- and digits a single space, then the Brazilian spelling variants folded together. The function it
-- calls is schema-qualified: pg_restore runs with an empty search_path, and the generated columns
-- below call this one while their tables are created.
CREATE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
         regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
           btrim(regexp_replace(lower(public.immutable_unaccent(lower($1))), '[^a-z0-9]+', ' ', 'g')),
         '([a-z])\1+', '\1', 'g'),
         'ph', 'f', 'g'),
         'th', 't', 'g'),
         '(^| )h', '\1', 'g'),
         'y', 'i', 'g'),
         'w', 'v', 'g'),
         'k', 'c', 'g'),
         'ou', 'u', 'g'),
         'c([ei])', 's\1', 'g'),
         '([aeiou])z(?=[aeiou])', '\1s', 'g'),
         'z( |$)', 's\1', 'g'),
         'm(?=[^aeiou]|$)', 'n', 'g'),
         '([a-z])\1+', '\1', 'g')
  $$;--> statement-breakpoint
DROP INDEX "cemeteries_name_trgm_idx";--> statement-breakpoint
DROP INDEX "cemeteries_city_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "cemeteries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(name || ' ' || city))) STORED,
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (search_key(name || ' ' || city)) STORED;--> statement-breakpoint
-- Both columns in one statement: profiles is rewritten once, not twice (edited by hand).
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(name || ' ' || coalesce(surname, '') || ' ' || username))) STORED,
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (search_key(name || ' ' || coalesce(surname, ''))) STORED;--> statement-breakpoint
CREATE INDEX "cemeteries_search_text_trgm_idx" ON "cemeteries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cemeteries_search_key_trgm_idx" ON "cemeteries" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_key_trgm_idx" ON "profiles" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below: the generated search columns follow name, nickname and username, so an edit
-- compares without them, like name_search and city_search (migration 0007); in a BEFORE trigger NEW
-- does not hold them yet.
CREATE OR REPLACE FUNCTION profiles_content_version_on_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - '{content_version,name_search,city_search,search_text,search_key}'::text[]
     IS DISTINCT FROM to_jsonb(OLD) - '{content_version,name_search,city_search,search_text,search_key}'::text[] THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END
$$;
