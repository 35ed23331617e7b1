-- A session is kept by the SHA-256 of its id, as an API token is (record 0157): a dump or a backup
-- of this table opens no session. The ids already stored are hashed in place (hex, as the app's
-- sha256 writes it), so every cookie given out before keeps working and nobody is signed out.
-- sha256() is built into Postgres since 11 and into PGlite: no extension needed.
ALTER TABLE "sessions" RENAME COLUMN "id" TO "id_hash";
--> statement-breakpoint
UPDATE "sessions" SET "id_hash" = encode(sha256(convert_to("id_hash", 'UTF8')), 'hex');
