-- As settings (0015): every app server keeps the plans (the user area's offer, the landing, checkout)
-- and the page of the day it read, and forgets them when they change: any write to plans or
-- daily_pages, from any server, a worker or psql, tells every listening server once it commits.
CREATE OR REPLACE FUNCTION plans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('plans_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION plans_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('daily_pages_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER daily_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON daily_pages
  FOR EACH STATEMENT EXECUTE FUNCTION daily_pages_changed();
