-- An import names the result row of each examinee before the result is known: the row is
-- inserted whole at the end of the import, so the examinees' reference to it is checked at commit.
ALTER TABLE "practice_ability_exam" ALTER CONSTRAINT "practice_ability_exam_practice_ability_id_practice_ability_id_f" DEFERRABLE INITIALLY IMMEDIATE;
