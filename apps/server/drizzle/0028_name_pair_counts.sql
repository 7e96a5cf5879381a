CREATE TABLE "enterprise_name_pair_count" (
	"pair" text NOT NULL,
	"qualification_level" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "enterprise_name_pair_count_pair_qualification_level_pk" PRIMARY KEY("pair","qualification_level")
);
--> statement-breakpoint
CREATE TABLE "person_name_pair_count" (
	"pair" text NOT NULL,
	"enabled" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "person_name_pair_count_pair_enabled_pk" PRIMARY KEY("pair","enabled")
);
--> statement-breakpoint
-- How many names hold each pair, by the columns its list filters by (docs/lists.md, "Name search"):
-- a name search's total is then one index lookup, exact at any size. Kept by the pairs' own
-- triggers (migration 0026), each statement's counts in one upsert in key order, so two statements
-- that count the same pairs lock their rows in the same order and never deadlock.
INSERT INTO "enterprise_name_pair_count"
SELECT pair, coalesce(qualification_level, 0), count(*) FROM "enterprise_name_pair" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "person_name_pair_count" SELECT pair, enabled, count(*) FROM "person_name_pair" GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enterprise_name_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_name_pair SELECT p, n.id, n.qualification_level FROM new_rows n, unnest(name_pairs(n.name_grams)) p;
  INSERT INTO enterprise_name_pair_count AS c
  SELECT p, coalesce(n.qualification_level, 0), count(*) FROM new_rows n, unnest(name_pairs(n.name_grams)) p
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (pair, qualification_level) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enterprise_name_pairs_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enterprise_name_pair x USING old_rows o
  WHERE x.pair = ANY (name_pairs(o.name_grams)) AND x.enterprise_id = o.id;
  INSERT INTO enterprise_name_pair_count AS c
  SELECT p, coalesce(o.qualification_level, 0), -count(*) FROM old_rows o, unnest(name_pairs(o.name_grams)) p
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (pair, qualification_level) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enterprise_name_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enterprise_name_pair x USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.enterprise_name, o.qualification_level) IS DISTINCT FROM (n.enterprise_name, n.qualification_level)
    AND x.pair = ANY (name_pairs(o.name_grams)) AND x.enterprise_id = o.id;
  INSERT INTO enterprise_name_pair
  SELECT p, n.id, n.qualification_level FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(n.name_grams)) p
  WHERE (o.enterprise_name, o.qualification_level) IS DISTINCT FROM (n.enterprise_name, n.qualification_level);
  INSERT INTO enterprise_name_pair_count AS c
  SELECT pair, level, sum(d) FROM (
    SELECT p AS pair, coalesce(o.qualification_level, 0) AS level, -1 AS d
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(o.name_grams)) p
    WHERE (o.enterprise_name, o.qualification_level) IS DISTINCT FROM (n.enterprise_name, n.qualification_level)
    UNION ALL
    SELECT p, coalesce(n.qualification_level, 0), 1
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(n.name_grams)) p
    WHERE (o.enterprise_name, o.qualification_level) IS DISTINCT FROM (n.enterprise_name, n.qualification_level)
  ) d
  GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (pair, qualification_level) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_name_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_name_pair SELECT p, n.enabled, n.id FROM new_rows n, unnest(name_pairs(n.name_grams)) p;
  INSERT INTO person_name_pair_count AS c
  SELECT p, n.enabled, count(*) FROM new_rows n, unnest(name_pairs(n.name_grams)) p
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (pair, enabled) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_name_pairs_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_name_pair x USING old_rows o
  WHERE x.pair = ANY (name_pairs(o.name_grams)) AND x.enabled = o.enabled AND x.person_id = o.id;
  INSERT INTO person_name_pair_count AS c
  SELECT p, o.enabled, -count(*) FROM old_rows o, unnest(name_pairs(o.name_grams)) p
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (pair, enabled) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_name_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_name_pair x USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.name, o.enabled) IS DISTINCT FROM (n.name, n.enabled)
    AND x.pair = ANY (name_pairs(o.name_grams)) AND x.enabled = o.enabled AND x.person_id = o.id;
  INSERT INTO person_name_pair
  SELECT p, n.enabled, n.id FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(n.name_grams)) p
  WHERE (o.name, o.enabled) IS DISTINCT FROM (n.name, n.enabled);
  INSERT INTO person_name_pair_count AS c
  SELECT pair, enabled, sum(d) FROM (
    SELECT p AS pair, o.enabled, -1 AS d
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(o.name_grams)) p
    WHERE (o.name, o.enabled) IS DISTINCT FROM (n.name, n.enabled)
    UNION ALL
    SELECT p, n.enabled, 1
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(n.name_grams)) p
    WHERE (o.name, o.enabled) IS DISTINCT FROM (n.name, n.enabled)
  ) d
  GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (pair, enabled) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
