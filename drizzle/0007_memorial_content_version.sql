ALTER TABLE "profiles" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below: drizzle-kit cannot express triggers (decision 010, addendum).
-- profiles.content_version changes whenever what a memorial's page shows changes, so the render cache
-- reads one column instead of counting the memorial's tables on every request.
--
-- An edit of the profile row bumps it in the same row write (BEFORE ROW: no second update, and the
-- bumps below, which change only content_version, do not bump again). Generated columns follow
-- name and city and are left out. A column written on every visit would belong in that list too
-- (none today: visits are counted in profile_visits).
CREATE FUNCTION profiles_content_version_on_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - '{content_version,name_search,city_search}'::text[]
     IS DISTINCT FROM to_jsonb(OLD) - '{content_version,name_search,city_search}'::text[] THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_content_version BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_content_version_on_edit();--> statement-breakpoint
-- A write to a table that belongs to a memorial bumps each memorial it touched once per statement
-- (statement triggers over the transition tables: a bulk insert of 100 photos is one bump). An
-- update bumps the memorials of the rows before and after it (a plaque moved from one to another).
-- Every table with a foreign key to profiles has these three triggers, or is named in the test that
-- checks it (app/features/profiles/memorial/content-version.test.ts) with the reason it has none.
CREATE FUNCTION memorial_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE profiles SET content_version = content_version + 1
     WHERE id IN (SELECT profile_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE profiles SET content_version = content_version + 1
     WHERE id IN (SELECT profile_id FROM old_rows UNION SELECT profile_id FROM new_rows);
  ELSE
    UPDATE profiles SET content_version = content_version + 1
     WHERE id IN (SELECT profile_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The page shows settled tributes only: a checkout that starts, or a pending tribute that expires,
-- leaves the cached page valid.
CREATE FUNCTION memorial_tributes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE profiles SET content_version = content_version + 1
     WHERE id IN (SELECT profile_id FROM new_rows WHERE status = 'paid');
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE profiles SET content_version = content_version + 1
     WHERE id IN (SELECT profile_id FROM old_rows WHERE status = 'paid'
                  UNION SELECT profile_id FROM new_rows WHERE status = 'paid');
  ELSE
    UPDATE profiles SET content_version = content_version + 1
     WHERE id IN (SELECT profile_id FROM old_rows WHERE status = 'paid');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tributes_content_version_on_insert AFTER INSERT ON tributes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_tributes_changed();--> statement-breakpoint
CREATE TRIGGER tributes_content_version_on_update AFTER UPDATE ON tributes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_tributes_changed();--> statement-breakpoint
CREATE TRIGGER tributes_content_version_on_delete AFTER DELETE ON tributes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_tributes_changed();--> statement-breakpoint
CREATE TRIGGER attendances_content_version_on_insert AFTER INSERT ON attendances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER attendances_content_version_on_update AFTER UPDATE ON attendances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER attendances_content_version_on_delete AFTER DELETE ON attendances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER gallery_images_content_version_on_insert AFTER INSERT ON gallery_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER gallery_images_content_version_on_update AFTER UPDATE ON gallery_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER gallery_images_content_version_on_delete AFTER DELETE ON gallery_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER profile_kinships_content_version_on_insert AFTER INSERT ON profile_kinships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER profile_kinships_content_version_on_update AFTER UPDATE ON profile_kinships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER profile_kinships_content_version_on_delete AFTER DELETE ON profile_kinships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER profile_interests_content_version_on_insert AFTER INSERT ON profile_interests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER profile_interests_content_version_on_update AFTER UPDATE ON profile_interests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER profile_interests_content_version_on_delete AFTER DELETE ON profile_interests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER plaque_hashes_content_version_on_insert AFTER INSERT ON plaque_hashes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER plaque_hashes_content_version_on_update AFTER UPDATE ON plaque_hashes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER plaque_hashes_content_version_on_delete AFTER DELETE ON plaque_hashes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER plan_contracts_content_version_on_insert AFTER INSERT ON plan_contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER plan_contracts_content_version_on_update AFTER UPDATE ON plan_contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER plan_contracts_content_version_on_delete AFTER DELETE ON plan_contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();
