ALTER TABLE "coloreds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coloreds" ADD COLUMN "save_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recent_colors" text[] DEFAULT '{}'::text[] NOT NULL;