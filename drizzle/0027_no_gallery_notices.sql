-- The gallery's rows are read on every request (record 0152): kept per server they bought under
-- 5 % of a busy evening's actions a second, so the notices that told the servers to forget them
-- (0025's gallery_changed, on every write to pages, their kept counts and an author's name) go.
DROP TRIGGER IF EXISTS pages_gallery_changed ON pages;
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_counts_gallery_changed ON page_counts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_gallery_changed ON users;
