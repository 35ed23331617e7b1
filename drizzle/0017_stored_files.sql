CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_files_user_id_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_files_uploads_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."key" like 'uploads/%';