CREATE TABLE "enterprise_level_tally" (
	"county" varchar(12) NOT NULL,
	"enterprise_type" varchar(20) NOT NULL,
	"level" varchar(4) NOT NULL,
	"enterprises" integer NOT NULL,
	CONSTRAINT "enterprise_level_tally_county_enterprise_type_level_pk" PRIMARY KEY("county","enterprise_type","level")
);
--> statement-breakpoint
CREATE TABLE "published_record_tally" (
	"day" date NOT NULL,
	"credit_type" smallint NOT NULL,
	"county" varchar(12) NOT NULL,
	"enterprise_type" varchar(20) NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "published_record_tally_day_credit_type_county_enterprise_type_pk" PRIMARY KEY("day","credit_type","county","enterprise_type")
);
--> statement-breakpoint
-- 统计报表's sums kept by PostgreSQL (docs/statistics-records.md, "Kept tallies"): published records
-- (state 7) per determination day, credit type and the county and type of their enterprise, and
-- enterprises per county, type and current credit level ('' before the first score). Statement
-- triggers with transition tables write each statement's changes as one upsert of deltas in key
-- order (two statements touching the same rows lock them in the same order), as the name pairs'
-- counts are kept (migration 0028). An enterprise's deletion is taken off by a row trigger before
-- it goes, while its records and score (deleted with it) can still be read.
INSERT INTO "published_record_tally"
SELECT r.act_determination_date, r.credit_type, e.county, e.enterprise_type, count(*)
FROM "credit_record" r JOIN "enterprise" e ON e.id = r.enterprise_id
WHERE r.process_status = 7 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "enterprise_level_tally"
SELECT e.county, e.enterprise_type, coalesce(s.level, ''), count(*)
FROM "enterprise" e LEFT JOIN "enterprise_score" s ON s.enterprise_id = e.id GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION published_records_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO published_record_tally AS t
  SELECT n.act_determination_date, n.credit_type, e.county, e.enterprise_type, count(*)
  FROM new_rows n JOIN enterprise e ON e.id = n.enterprise_id WHERE n.process_status = 7
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, credit_type, county, enterprise_type) DO UPDATE SET records = t.records + excluded.records;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION published_records_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO published_record_tally AS t
  SELECT o.act_determination_date, o.credit_type, e.county, e.enterprise_type, -count(*)
  FROM old_rows o JOIN enterprise e ON e.id = o.enterprise_id WHERE o.process_status = 7
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, credit_type, county, enterprise_type) DO UPDATE SET records = t.records + excluded.records;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only records whose state, day, type or enterprise changed move: most updates (a review step, a
-- score) move nothing.
CREATE FUNCTION published_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO published_record_tally AS t
  SELECT day, credit_type, e.county, e.enterprise_type, sum(d)
  FROM (
    SELECT o.act_determination_date AS day, o.credit_type, o.enterprise_id, -1 AS d
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.process_status = 7 AND (o.process_status, o.act_determination_date, o.credit_type, o.enterprise_id)
      IS DISTINCT FROM (n.process_status, n.act_determination_date, n.credit_type, n.enterprise_id)
    UNION ALL
    SELECT n.act_determination_date, n.credit_type, n.enterprise_id, 1
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.process_status = 7 AND (o.process_status, o.act_determination_date, o.credit_type, o.enterprise_id)
      IS DISTINCT FROM (n.process_status, n.act_determination_date, n.credit_type, n.enterprise_id)
  ) moved JOIN enterprise e ON e.id = moved.enterprise_id
  GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, credit_type, county, enterprise_type) DO UPDATE SET records = t.records + excluded.records;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enterprise_tallies_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_level_tally AS t
  SELECT n.county, n.enterprise_type, coalesce(s.level, ''), count(*)
  FROM new_rows n LEFT JOIN enterprise_score s ON s.enterprise_id = n.id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (county, enterprise_type, level) DO UPDATE SET enterprises = t.enterprises + excluded.enterprises;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An enterprise that moves county or type moves its level and its published records with it.
CREATE FUNCTION enterprise_tallies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_level_tally AS t
  SELECT county, enterprise_type, level, sum(d) FROM (
    SELECT o.county, o.enterprise_type, coalesce(s.level, '') AS level, -1 AS d
    FROM old_rows o JOIN new_rows n ON n.id = o.id LEFT JOIN enterprise_score s ON s.enterprise_id = o.id
    WHERE (o.county, o.enterprise_type) IS DISTINCT FROM (n.county, n.enterprise_type)
    UNION ALL
    SELECT n.county, n.enterprise_type, coalesce(s.level, ''), 1
    FROM old_rows o JOIN new_rows n ON n.id = o.id LEFT JOIN enterprise_score s ON s.enterprise_id = n.id
    WHERE (o.county, o.enterprise_type) IS DISTINCT FROM (n.county, n.enterprise_type)
  ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (county, enterprise_type, level) DO UPDATE SET enterprises = t.enterprises + excluded.enterprises;
  INSERT INTO published_record_tally AS t
  SELECT day, credit_type, county, enterprise_type, sum(d) FROM (
    SELECT r.act_determination_date AS day, r.credit_type, o.county, o.enterprise_type, -1 AS d
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN credit_record r ON r.enterprise_id = o.id
    WHERE r.process_status = 7 AND (o.county, o.enterprise_type) IS DISTINCT FROM (n.county, n.enterprise_type)
    UNION ALL
    SELECT r.act_determination_date, r.credit_type, n.county, n.enterprise_type, 1
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN credit_record r ON r.enterprise_id = n.id
    WHERE r.process_status = 7 AND (o.county, o.enterprise_type) IS DISTINCT FROM (n.county, n.enterprise_type)
  ) moved GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, credit_type, county, enterprise_type) DO UPDATE SET records = t.records + excluded.records;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enterprise_tallies_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_level_tally AS t
  SELECT OLD.county, OLD.enterprise_type, coalesce((SELECT level FROM enterprise_score WHERE enterprise_id = OLD.id), ''), -1
  ON CONFLICT (county, enterprise_type, level) DO UPDATE SET enterprises = t.enterprises + excluded.enterprises;
  INSERT INTO published_record_tally AS t
  SELECT act_determination_date, credit_type, OLD.county, OLD.enterprise_type, -count(*)
  FROM credit_record WHERE enterprise_id = OLD.id AND process_status = 7
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, credit_type, county, enterprise_type) DO UPDATE SET records = t.records + excluded.records;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A score written, changed or removed moves its enterprise between levels ('' before the first).
CREATE FUNCTION score_levels_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_level_tally AS t
  SELECT e.county, e.enterprise_type, level, sum(d) FROM (
    SELECT n.enterprise_id, n.level, 1 AS d FROM new_rows n
    UNION ALL
    SELECT n.enterprise_id, '', -1 FROM new_rows n
  ) moved JOIN enterprise e ON e.id = moved.enterprise_id
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (county, enterprise_type, level) DO UPDATE SET enterprises = t.enterprises + excluded.enterprises;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION score_levels_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_level_tally AS t
  SELECT e.county, e.enterprise_type, level, sum(d) FROM (
    SELECT o.enterprise_id, o.level, -1 AS d FROM old_rows o
    UNION ALL
    SELECT o.enterprise_id, '', 1 FROM old_rows o
  ) moved JOIN enterprise e ON e.id = moved.enterprise_id
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (county, enterprise_type, level) DO UPDATE SET enterprises = t.enterprises + excluded.enterprises;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION score_levels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_level_tally AS t
  SELECT e.county, e.enterprise_type, level, sum(d) FROM (
    SELECT o.enterprise_id, o.level, -1 AS d FROM old_rows o JOIN new_rows n ON n.enterprise_id = o.enterprise_id
    WHERE n.level IS DISTINCT FROM o.level
    UNION ALL
    SELECT n.enterprise_id, n.level, 1 FROM old_rows o JOIN new_rows n ON n.enterprise_id = o.enterprise_id
    WHERE n.level IS DISTINCT FROM o.level
  ) moved JOIN enterprise e ON e.id = moved.enterprise_id
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (county, enterprise_type, level) DO UPDATE SET enterprises = t.enterprises + excluded.enterprises;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER published_records_added AFTER INSERT ON "credit_record" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION published_records_added();--> statement-breakpoint
CREATE TRIGGER published_records_removed AFTER DELETE ON "credit_record" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION published_records_removed();--> statement-breakpoint
CREATE TRIGGER published_records_changed AFTER UPDATE ON "credit_record" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION published_records_changed();--> statement-breakpoint
CREATE TRIGGER enterprise_tallies_added AFTER INSERT ON "enterprise" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enterprise_tallies_added();--> statement-breakpoint
CREATE TRIGGER enterprise_tallies_changed AFTER UPDATE ON "enterprise" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enterprise_tallies_changed();--> statement-breakpoint
CREATE TRIGGER enterprise_tallies_removed BEFORE DELETE ON "enterprise"
  FOR EACH ROW EXECUTE FUNCTION enterprise_tallies_removed();--> statement-breakpoint
CREATE TRIGGER score_levels_added AFTER INSERT ON "enterprise_score" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_levels_added();--> statement-breakpoint
CREATE TRIGGER score_levels_removed AFTER DELETE ON "enterprise_score" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_levels_removed();--> statement-breakpoint
CREATE TRIGGER score_levels_changed AFTER UPDATE ON "enterprise_score" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_levels_changed();
