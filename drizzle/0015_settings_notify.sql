-- Every app server keeps the public settings it shows on every screen (name, tagline, favicon,
-- the landing's content) and forgets them when they change: any write to settings, from any
-- server, a worker or psql, tells every listening server once it commits (issue #15).
CREATE OR REPLACE FUNCTION settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_changed();
