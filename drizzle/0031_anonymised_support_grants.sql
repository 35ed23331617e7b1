-- Deleting a family keeps the support log's lines of what the team gave them (record 0155): the
-- line stays without the person (user_id set to null), as their subscription rows do, instead of
-- going with the account.
ALTER TABLE "support_grants" DROP CONSTRAINT "support_grants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "support_grants" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
