CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"colored_id" integer NOT NULL,
	"token" text NOT NULL,
	"card" text DEFAULT '' NOT NULL,
	"card_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_coloredId_unique" UNIQUE("colored_id"),
	CONSTRAINT "share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_colored_id_coloreds_id_fk" FOREIGN KEY ("colored_id") REFERENCES "public"."coloreds"("id") ON DELETE cascade ON UPDATE no action;