-- The settings, the plans and the page of the day are read on every request (record 0179): kept
-- per server, each bought under 10 % of a busy evening's actions a second, so the notices that
-- told the servers to forget them (0015, 0023) go, and with them a notice on every write to
-- settings, plans and daily_pages. Nothing listens any more.
DROP TRIGGER IF EXISTS settings_changed ON settings;
--> statement-breakpoint
DROP TRIGGER IF EXISTS plans_changed ON plans;
--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_pages_changed ON daily_pages;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS settings_changed();
