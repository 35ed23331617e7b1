CREATE TABLE "daily_pages" (
	"day" date PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"pinned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_pages" ADD CONSTRAINT "daily_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_pages" ADD CONSTRAINT "daily_pages_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_pages_page_id_idx" ON "daily_pages" USING btree ("page_id","day");--> statement-breakpoint
CREATE INDEX "pages_tags_idx" ON "pages" USING gin ("tags");--> statement-breakpoint
-- The first-run gallery seeded before collections existed: its pages join theirs (app/seed-pages).
UPDATE "pages" SET "tags" = '{animales}' WHERE "seed_key" = 'lion' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{vehiculos}' WHERE "seed_key" = 'rocket' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{mandalas}' WHERE "seed_key" = 'mandala-flowers' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{fantasia}' WHERE "seed_key" = 'unicorn' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{naturaleza}' WHERE "seed_key" = 'sunflower' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{letras}' WHERE "seed_key" = 'letter-a' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales,mar}' WHERE "seed_key" = 'turtle' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{vehiculos,mar}' WHERE "seed_key" = 'sailboat' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{fantasia}' WHERE "seed_key" = 'dragon' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales,naturaleza}' WHERE "seed_key" = 'butterfly' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{naturaleza}' WHERE "seed_key" = 'house' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales,mar}' WHERE "seed_key" = 'fish' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{mandalas}' WHERE "seed_key" = 'mandala-stars' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{vehiculos}' WHERE "seed_key" = 'train' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales,naturaleza}' WHERE "seed_key" = 'owl' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{fantasia}' WHERE "seed_key" = 'castle' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{letras}' WHERE "seed_key" = 'letter-b' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales}' WHERE "seed_key" = 'elephant' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{naturaleza}' WHERE "seed_key" = 'apple-tree' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{vehiculos}' WHERE "seed_key" = 'balloon' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales,mar}' WHERE "seed_key" = 'octopus' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{fantasia}' WHERE "seed_key" = 'robot' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{mandalas}' WHERE "seed_key" = 'mandala-simple' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales}' WHERE "seed_key" = 'cat' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{vehiculos}' WHERE "seed_key" = 'car' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{letras}' WHERE "seed_key" = 'letter-c' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales}' WHERE "seed_key" = 'bunny' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{mandalas}' WHERE "seed_key" = 'hexagon-mosaic' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{naturaleza,mar}' WHERE "seed_key" = 'seabed' AND "tags" = '{}';--> statement-breakpoint
UPDATE "pages" SET "tags" = '{animales,naturaleza}' WHERE "seed_key" = 'snail' AND "tags" = '{}';
