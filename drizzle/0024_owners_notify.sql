-- Every app server keeps who a browser session or an API token belongs to (services/owners.server,
-- record 0149) and forgets it when anything it shows changes: the session or token ends (signed
-- out, revoked, a new password), the account changes (blocked, made admin, another plan, a new
-- name, address or photo, deleted) or its credit period moves. The notice names the account, so
-- each server forgets only that person's; a TRUNCATE names no one and everything is forgotten.
-- What changes often and shows nothing here (a token's last use, the recent colours, the credit
-- balance) notifies nothing, nor does removing what had expired.
CREATE OR REPLACE FUNCTION notify_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('owners_changed', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('owners_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' AND (to_jsonb(OLD) ->> 'expires_at')::timestamptz <= now() THEN
    -- A session or token that had expired opens nothing on any server already (each checks the
    -- end of what it kept): the daily purge of thousands tells no one.
    NULL;
  ELSE
    PERFORM pg_notify('owners_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
    IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(OLD) ->> TG_ARGV[0]) THEN
      PERFORM pg_notify('owners_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_owner_changed AFTER UPDATE OF id, name, email, photo, admin, blocked, stripe_id, plan_id, created_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_owner_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_owner_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_owner_changed AFTER UPDATE OF id, user_id, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_owner_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_owner_changed();
--> statement-breakpoint
CREATE TRIGGER api_tokens_owner_changed AFTER UPDATE OF token_hash, user_id, expires_at OR DELETE ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER api_tokens_owner_truncated AFTER TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_owner_changed();
--> statement-breakpoint
CREATE TRIGGER credits_owner_changed AFTER INSERT OR UPDATE OF user_id, expire_at OR DELETE ON credits
  FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER credits_owner_truncated AFTER TRUNCATE ON credits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_owner_changed();
