DROP INDEX "user_name_grams_idx";--> statement-breakpoint
CREATE INDEX "user_name_grams_idx" ON "app_user" USING gin ("name_grams") WHERE "app_user"."kind" in ('manage', 'admin');