-- One version for what the public listings show (home, profile and cemetery searches, a cemetery's
-- page): the page cache of decision 029 serves a kept copy of those pages only while this number is
-- the one it was rendered at. It moves in the writing transaction, so a reader sees the new number
-- exactly when it can see the change. Never written by the application.
CREATE TABLE site_content (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO site_content DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION site_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE site_content SET version = version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A memorial added or removed: once per statement.
CREATE TRIGGER profiles_site_content_on_insert AFTER INSERT ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed();--> statement-breakpoint
CREATE TRIGGER profiles_site_content_on_delete AFTER DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed();--> statement-breakpoint
-- An edit only when a column a listing shows or filters by really changed: a tribute's bump of
-- content_version (every candle), a plaque or a playlist leaves the listings' copies valid, and keeps
-- this one row out of the way of those frequent writes.
CREATE TRIGGER profiles_site_content_on_update AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (
    (OLD.username, OLD.name, OLD.access, OLD.type, OLD.birth_date, OLD.death_date, OLD.image_path, OLD.bio,
     OLD.hometown, OLD.location, OLD.city, OLD.state, OLD.country, OLD.religion, OLD.activated_by_user,
     OLD.cemetery_id, OLD.user_id)
    IS DISTINCT FROM
    (NEW.username, NEW.name, NEW.access, NEW.type, NEW.birth_date, NEW.death_date, NEW.image_path, NEW.bio,
     NEW.hometown, NEW.location, NEW.city, NEW.state, NEW.country, NEW.religion, NEW.activated_by_user,
     NEW.cemetery_id, NEW.user_id)
  ) EXECUTE FUNCTION site_content_changed();--> statement-breakpoint
CREATE TRIGGER cemeteries_site_content AFTER INSERT OR UPDATE OR DELETE ON cemeteries
  FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed();--> statement-breakpoint
CREATE TRIGGER plans_site_content AFTER INSERT OR UPDATE OR DELETE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed();--> statement-breakpoint
CREATE TRIGGER contracts_site_content AFTER INSERT OR UPDATE OR DELETE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION site_content_changed();
