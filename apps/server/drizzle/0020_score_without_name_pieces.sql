DROP INDEX "enterprise_score_name_grams_idx";--> statement-breakpoint
ALTER TABLE "enterprise_score" DROP COLUMN "name_grams";