ALTER TABLE "coloreds" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "region_map" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "region_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "fillability" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "seed_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_seed_key_unique" ON "pages" USING btree ("seed_key");