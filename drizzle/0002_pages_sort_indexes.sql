DROP INDEX "pages_latest_idx";--> statement-breakpoint
DROP INDEX "pages_popularity_idx";--> statement-breakpoint
DROP INDEX "pages_favorited_idx";--> statement-breakpoint
DROP INDEX "pages_colored_idx";--> statement-breakpoint
DROP INDEX "pages_trending_idx";--> statement-breakpoint
CREATE INDEX "pages_latest_idx" ON "pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pages_popularity_idx" ON "pages" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "pages_favorited_idx" ON "pages" USING btree ("favorited_count","id");--> statement-breakpoint
CREATE INDEX "pages_colored_idx" ON "pages" USING btree ("colored_count","id");--> statement-breakpoint
CREATE INDEX "pages_trending_idx" ON "pages" USING btree ("trending","id");