-- Nothing a viewer owns is kept by a server any more (record 0152): who a session or token
-- belongs to and each viewer's favourites and colourings are read on every request, so the
-- notices that told the servers to forget them (0024, and 0025's marks_changed) go, and with
-- them a notice on every colouring saved and every session ended.
DROP TRIGGER IF EXISTS users_owner_changed ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_owner_truncated ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_owner_changed ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_owner_truncated ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS api_tokens_owner_changed ON api_tokens;
--> statement-breakpoint
DROP TRIGGER IF EXISTS api_tokens_owner_truncated ON api_tokens;
--> statement-breakpoint
DROP TRIGGER IF EXISTS credits_owner_changed ON credits;
--> statement-breakpoint
DROP TRIGGER IF EXISTS credits_owner_truncated ON credits;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_owner_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS favorites_marks_changed ON favorites;
--> statement-breakpoint
DROP TRIGGER IF EXISTS favorites_marks_truncated ON favorites;
--> statement-breakpoint
DROP TRIGGER IF EXISTS coloreds_marks_changed ON coloreds;
--> statement-breakpoint
DROP TRIGGER IF EXISTS coloreds_marks_truncated ON coloreds;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_marks_changed();
