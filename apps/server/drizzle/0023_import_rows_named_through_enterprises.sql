ALTER TABLE "practice_ability_exam" DROP CONSTRAINT "practice_ability_exam_import_id_assessment_import_id_fk";
--> statement-breakpoint
DROP INDEX "practice_ability_name_grams_idx";--> statement-breakpoint
DROP INDEX "practice_ability_exam_import_idx";--> statement-breakpoint
DROP INDEX "record_pass_rate_name_grams_idx";--> statement-breakpoint
CREATE INDEX "practice_ability_enterprise_idx" ON "practice_ability" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "practice_ability_unregistered_name_idx" ON "practice_ability" USING gin (text_grams("enterprise_name")) WHERE "practice_ability"."enterprise_id" is null;--> statement-breakpoint
CREATE INDEX "record_pass_rate_enterprise_idx" ON "record_pass_rate" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "record_pass_rate_unregistered_name_idx" ON "record_pass_rate" USING gin (text_grams("enterprise_name")) WHERE "record_pass_rate"."enterprise_id" is null;--> statement-breakpoint
ALTER TABLE "practice_ability" DROP COLUMN "name_grams";--> statement-breakpoint
ALTER TABLE "practice_ability_exam" DROP COLUMN "import_id";--> statement-breakpoint
ALTER TABLE "record_pass_rate" DROP COLUMN "name_grams";--> statement-breakpoint
-- The examinees are inserted after their result row now: their reference is checked as they are.
ALTER TABLE "practice_ability_exam" ALTER CONSTRAINT "practice_ability_exam_practice_ability_id_practice_ability_id_f" NOT DEFERRABLE;
