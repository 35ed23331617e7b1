ALTER TABLE "verification_tokens" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD COLUMN "new_email" text;