-- btree_gin lets a GIN index hold a plain column beside the name's pieces (a trusted extension:
-- the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "enterprise_name_grams_idx";--> statement-breakpoint
CREATE INDEX "enterprise_name_grams_level_idx" ON "enterprise" USING gin ("name_grams","qualification_level");
