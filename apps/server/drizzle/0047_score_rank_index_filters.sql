DROP INDEX "enterprise_score_level_idx";--> statement-breakpoint
DROP INDEX "enterprise_score_rank_level_idx";--> statement-breakpoint
DROP INDEX "enterprise_score_rank_idx";--> statement-breakpoint
CREATE INDEX "enterprise_score_rank_idx" ON "enterprise_score" USING btree ("score" desc,"enterprise_id","qualification_level","level");