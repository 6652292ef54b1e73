-- The memorial page shows the memorial's video (decision 048): a new or replaced video changes the
-- page, so the page cache's version moves with it (decision 010, migration 0007).
CREATE TRIGGER memorial_videos_content_version_on_insert AFTER INSERT ON memorial_videos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER memorial_videos_content_version_on_update AFTER UPDATE ON memorial_videos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();--> statement-breakpoint
CREATE TRIGGER memorial_videos_content_version_on_delete AFTER DELETE ON memorial_videos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorial_content_changed();
