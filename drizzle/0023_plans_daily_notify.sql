-- As settings (0015): every app server keeps the plans (the user area's offer, the landing, checkout)
-- and the page of the day it read, and forgets them when they change: any write to plans or
-- daily_pages, from any server, a worker or psql, tells every listening server once it commits.
-- One function notifies the channel its trigger names; settings' trigger moves to it too.
CREATE OR REPLACE FUNCTION notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('plans_changed');
--> statement-breakpoint
CREATE TRIGGER daily_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON daily_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('daily_pages_changed');
--> statement-breakpoint
DROP TRIGGER settings_changed ON settings;
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('settings_changed');
--> statement-breakpoint
DROP FUNCTION settings_changed();
