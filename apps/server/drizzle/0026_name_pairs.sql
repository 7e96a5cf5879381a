-- A name's pairs of adjacent characters, one row each, with the columns its list filters and orders
-- by (docs/lists.md, "Name search"): a two-character search reads its matches in the list's order
-- from one btree, without visiting the named rows. Kept by statement triggers from the name's
-- pieces (text_grams, migration 0005), so a bulk insert writes its pairs in one statement.
CREATE TABLE "enterprise_name_pair" (
	"pair" text NOT NULL,
	"enterprise_id" integer NOT NULL,
	"qualification_level" smallint
);
--> statement-breakpoint
CREATE TABLE "person_name_pair" (
	"pair" text NOT NULL,
	"enabled" boolean NOT NULL,
	"person_id" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION name_pairs(grams text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN array(SELECT DISTINCT g FROM unnest(grams) g WHERE char_length(g) = 2);
--> statement-breakpoint
INSERT INTO "enterprise_name_pair" SELECT p, e.id, e.qualification_level FROM "enterprise" e, unnest(name_pairs(e.name_grams)) p;
--> statement-breakpoint
INSERT INTO "person_name_pair" SELECT p, x.enabled, x.id FROM "enterprise_person" x, unnest(name_pairs(x.name_grams)) p;
--> statement-breakpoint
CREATE INDEX "enterprise_name_pair_idx" ON "enterprise_name_pair" USING btree ("pair","enterprise_id","qualification_level");--> statement-breakpoint
CREATE INDEX "person_name_pair_idx" ON "person_name_pair" USING btree ("pair","enabled","person_id");--> statement-breakpoint
CREATE FUNCTION enterprise_name_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_name_pair SELECT p, n.id, n.qualification_level FROM new_rows n, unnest(name_pairs(n.name_grams)) p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enterprise_name_pairs_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enterprise_name_pair x USING old_rows o
  WHERE x.pair = ANY (name_pairs(o.name_grams)) AND x.enterprise_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose name or level changed have their pairs written again.
CREATE FUNCTION enterprise_name_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enterprise_name_pair x USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.enterprise_name, o.qualification_level) IS DISTINCT FROM (n.enterprise_name, n.qualification_level)
    AND x.pair = ANY (name_pairs(o.name_grams)) AND x.enterprise_id = o.id;
  INSERT INTO enterprise_name_pair
  SELECT p, n.id, n.qualification_level FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(n.name_grams)) p
  WHERE (o.enterprise_name, o.qualification_level) IS DISTINCT FROM (n.enterprise_name, n.qualification_level);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION person_name_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_name_pair SELECT p, n.enabled, n.id FROM new_rows n, unnest(name_pairs(n.name_grams)) p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION person_name_pairs_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_name_pair x USING old_rows o
  WHERE x.pair = ANY (name_pairs(o.name_grams)) AND x.enabled = o.enabled AND x.person_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION person_name_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_name_pair x USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.name, o.enabled) IS DISTINCT FROM (n.name, n.enabled)
    AND x.pair = ANY (name_pairs(o.name_grams)) AND x.enabled = o.enabled AND x.person_id = o.id;
  INSERT INTO person_name_pair
  SELECT p, n.enabled, n.id FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(name_pairs(n.name_grams)) p
  WHERE (o.name, o.enabled) IS DISTINCT FROM (n.name, n.enabled);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_name_pairs_added AFTER INSERT ON "enterprise" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enterprise_name_pairs_added();--> statement-breakpoint
CREATE TRIGGER enterprise_name_pairs_removed AFTER DELETE ON "enterprise" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enterprise_name_pairs_removed();--> statement-breakpoint
CREATE TRIGGER enterprise_name_pairs_changed AFTER UPDATE ON "enterprise" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enterprise_name_pairs_changed();--> statement-breakpoint
CREATE TRIGGER person_name_pairs_added AFTER INSERT ON "enterprise_person" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_name_pairs_added();--> statement-breakpoint
CREATE TRIGGER person_name_pairs_removed AFTER DELETE ON "enterprise_person" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_name_pairs_removed();--> statement-breakpoint
CREATE TRIGGER person_name_pairs_changed AFTER UPDATE ON "enterprise_person" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_name_pairs_changed();
