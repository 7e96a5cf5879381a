-- Import rows arrive 100,000 at a time, and a foreign key checks (and locks) the row it names once
-- per inserted row: for the result and examinee tables that cost more than the inserts themselves.
-- Their references are checked once per statement instead, by set-based triggers, and the cascades
-- the keys had are kept by statement triggers on the named tables (docs/assessment.md, "References
-- checked per statement").
ALTER TABLE "practice_ability" DROP CONSTRAINT "practice_ability_import_id_assessment_import_id_fk";
--> statement-breakpoint
ALTER TABLE "practice_ability" DROP CONSTRAINT "practice_ability_enterprise_id_enterprise_id_fk";
--> statement-breakpoint
ALTER TABLE "practice_ability_exam" DROP CONSTRAINT "practice_ability_exam_practice_ability_id_practice_ability_id_f";
--> statement-breakpoint
ALTER TABLE "record_pass_rate" DROP CONSTRAINT "record_pass_rate_import_id_assessment_import_id_fk";
--> statement-breakpoint
ALTER TABLE "record_pass_rate" DROP CONSTRAINT "record_pass_rate_enterprise_id_enterprise_id_fk";
--> statement-breakpoint
-- A result row names an import that exists and, when it names one, an enterprise that exists.
CREATE FUNCTION import_results_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM assessment_import i WHERE i.id = n.import_id)) THEN
    RAISE EXCEPTION 'a row of % names an import that does not exist', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM new_rows n WHERE n.enterprise_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM enterprise e WHERE e.id = n.enterprise_id)) THEN
    RAISE EXCEPTION 'a row of % names an enterprise that does not exist', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER practice_ability_referenced AFTER INSERT ON "practice_ability" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION import_results_referenced();
--> statement-breakpoint
CREATE TRIGGER practice_ability_referenced_after_update AFTER UPDATE ON "practice_ability" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION import_results_referenced();
--> statement-breakpoint
CREATE TRIGGER record_pass_rate_referenced AFTER INSERT ON "record_pass_rate" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION import_results_referenced();
--> statement-breakpoint
CREATE TRIGGER record_pass_rate_referenced_after_update AFTER UPDATE ON "record_pass_rate" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION import_results_referenced();
--> statement-breakpoint
-- An examinee row names a practice-ability result that exists.
CREATE FUNCTION practice_ability_exams_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE n.practice_ability_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM practice_ability p WHERE p.id = n.practice_ability_id)) THEN
    RAISE EXCEPTION 'a row of practice_ability_exam names a result that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER practice_ability_exam_referenced AFTER INSERT ON "practice_ability_exam" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_ability_exams_referenced();
--> statement-breakpoint
CREATE TRIGGER practice_ability_exam_referenced_after_update AFTER UPDATE ON "practice_ability_exam" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_ability_exams_referenced();
--> statement-breakpoint
-- The cascades: an enterprise's results go with it, a result's examinees with the result.
CREATE FUNCTION enterprise_results_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM practice_ability WHERE enterprise_id IN (SELECT id FROM old_rows);
  DELETE FROM record_pass_rate WHERE enterprise_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_results_removed AFTER DELETE ON "enterprise" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enterprise_results_removed();
--> statement-breakpoint
CREATE FUNCTION practice_ability_exams_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM practice_ability_exam WHERE practice_ability_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER practice_ability_exams_removed AFTER DELETE ON "practice_ability" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_ability_exams_removed();
--> statement-breakpoint
-- An import whose rows are kept cannot be removed, as its key refused before.
CREATE FUNCTION assessment_import_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM practice_ability p WHERE p.import_id IN (SELECT id FROM old_rows))
     OR EXISTS (SELECT 1 FROM record_pass_rate r WHERE r.import_id IN (SELECT id FROM old_rows)) THEN
    RAISE EXCEPTION 'an import whose rows are kept cannot be removed' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessment_import_kept AFTER DELETE ON "assessment_import" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assessment_import_kept();
