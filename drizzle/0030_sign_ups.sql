-- Each sign-up of an address not yet verified keeps its own name and password (record 0156): the
-- verification link activates the one whose password its presser types, never one someone else
-- chose. An account waiting now keeps the password it has as its one sign-up.
CREATE TABLE "sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ups_user_id_idx" ON "sign_ups" USING btree ("user_id");
--> statement-breakpoint
INSERT INTO "sign_ups" ("user_id", "name", "password_hash")
  SELECT "id", "name", "password_hash" FROM "users" WHERE "email_verified_at" IS NULL AND "password_hash" IS NOT NULL;
