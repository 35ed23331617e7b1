CREATE TABLE "page_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_counts_bump(counter text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO page_counts AS c (key, n) VALUES (counter, delta)
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND NOT OLD.blocked AND OLD.visibility = 'public';
  is_public boolean := TG_OP <> 'DELETE' AND NOT NEW.blocked AND NEW.visibility = 'public';
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM page_counts_bump('all', 1); END IF;
  IF TG_OP = 'DELETE' THEN PERFORM page_counts_bump('all', -1); END IF;
  IF was_public AND NOT is_public THEN PERFORM page_counts_bump('public', -1); END IF;
  IF is_public AND NOT was_public THEN PERFORM page_counts_bump('public', 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pages_count_changes AFTER INSERT OR DELETE OR UPDATE OF blocked, visibility ON pages
  FOR EACH ROW EXECUTE FUNCTION page_counts_track();
--> statement-breakpoint
INSERT INTO page_counts (key, n)
  SELECT 'all', count(*) FROM pages
  UNION ALL
  SELECT 'public', count(*) FROM pages WHERE NOT blocked AND visibility = 'public'
ON CONFLICT (key) DO UPDATE SET n = excluded.n;
