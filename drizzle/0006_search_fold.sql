-- Searches ignore case and accents (issue #14): "dragon" finds "Dragón", "leon" "León".
-- unaccent is STABLE (it reads a dictionary); these wrappers name the dictionary and are
-- declared IMMUTABLE so that indexes can be built on them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- The same, but ñ stays ñ: a search typed with ñ ("caña") does not find plain n ("cana").
CREATE OR REPLACE FUNCTION search_fold_enye(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(public.unaccent('public.unaccent'::regdictionary, translate($1, 'ñÑ', U&'\E000\E000'))), U&'\E000', 'ñ') $$;--> statement-breakpoint
DROP INDEX "pages_prompt_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "pages_prompt_fold_idx" ON "pages" USING gin (search_fold("prompt") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_fold_idx" ON "users" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_fold_idx" ON "users" USING gin (search_fold("email") gin_trgm_ops);
