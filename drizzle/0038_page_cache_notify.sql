-- Decision 059: each process keeps the versions of the pages its page cache serves, and forgets one
-- when the database says it changed. The memorial page's version is its id and content_version (and
-- it is cached only while public), so a profile row's update of any of those, or its deletion,
-- announces `memorial:<lower(username)>` (and the new name's key when the username changes) on the
-- channel `page_cache`. A new profile announces nothing: an unknown memorial's answer is never kept.
-- The listings' version is the one row of site_content (migration 0017): its update announces `site`.
-- NOTIFY is delivered after the commit, once per distinct payload per transaction.
CREATE FUNCTION page_cache_memorial_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', 'memorial:' || lower(OLD.username));
  IF TG_OP = 'UPDATE' AND lower(NEW.username) <> lower(OLD.username) THEN
    PERFORM pg_notify('page_cache', 'memorial:' || lower(NEW.username));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_page_cache_on_update AFTER UPDATE ON profiles FOR EACH ROW
  WHEN (OLD.content_version IS DISTINCT FROM NEW.content_version
     OR OLD.access IS DISTINCT FROM NEW.access
     OR OLD.username IS DISTINCT FROM NEW.username
     OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION page_cache_memorial_changed();--> statement-breakpoint
CREATE TRIGGER profiles_page_cache_on_delete AFTER DELETE ON profiles FOR EACH ROW
  EXECUTE FUNCTION page_cache_memorial_changed();--> statement-breakpoint
CREATE FUNCTION page_cache_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', 'site');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER site_content_page_cache AFTER UPDATE ON site_content FOR EACH STATEMENT
  EXECUTE FUNCTION page_cache_site_changed();
