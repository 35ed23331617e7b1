-- Every app server keeps the gallery's cards as everyone sees them and, per account, what that
-- account did with the pages on them (favourited, coloured) (services/gallery-kept.server, record
-- 0150). Any write to what a card shows or where it stands tells every listening server once it
-- commits: `gallery_changed` (a page added, changed, counted or removed; an author's name; the
-- kept counts) forgets every kept card; `marks_changed` names the account whose favourite or
-- colouring changed, and each server forgets only that account's marks (a TRUNCATE names no one).
CREATE TRIGGER pages_gallery_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('gallery_changed');
--> statement-breakpoint
CREATE TRIGGER page_counts_gallery_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('gallery_changed');
--> statement-breakpoint
CREATE TRIGGER users_gallery_changed AFTER UPDATE OF name, stripe_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('gallery_changed');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_marks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('marks_changed', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('marks_changed', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('marks_changed', OLD.user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('marks_changed', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER favorites_marks_changed AFTER INSERT OR UPDATE OF user_id, page_id OR DELETE ON favorites
  FOR EACH ROW EXECUTE FUNCTION notify_marks_changed();
--> statement-breakpoint
CREATE TRIGGER favorites_marks_truncated AFTER TRUNCATE ON favorites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_marks_changed();
--> statement-breakpoint
CREATE TRIGGER coloreds_marks_changed AFTER INSERT OR UPDATE OF user_id, page_id, photo, preview, thumbnail, progress, version OR DELETE ON coloreds
  FOR EACH ROW EXECUTE FUNCTION notify_marks_changed();
--> statement-breakpoint
CREATE TRIGGER coloreds_marks_truncated AFTER TRUNCATE ON coloreds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_marks_changed();
