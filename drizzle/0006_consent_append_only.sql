-- consent_events is the legal proof of consent (LGPD, decision 003): rows are only ever added.
-- The database itself refuses to change or delete one, whatever the application does. (TRUNCATE,
-- an administrator's deliberate act, is not a row change and stays possible.)
CREATE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER consent_events_append_only BEFORE UPDATE OR DELETE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
