CREATE TABLE "known_person_name" (
	"name" varchar(50) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The names of natural persons the platform holds, kept as their tables are written: the columns
-- named by the trigger's arguments, of the rows one statement inserted or updated. Names of one
-- character are left out (masking one would mask that character everywhere).
CREATE FUNCTION remember_person_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name_column text;
BEGIN
  FOREACH name_column IN ARRAY TG_ARGV LOOP
    EXECUTE format(
      'INSERT INTO known_person_name (name) SELECT DISTINCT %1$I FROM new_rows WHERE length(%1$I) > 1 ON CONFLICT DO NOTHING',
      name_column);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_person_names_inserted AFTER INSERT ON "enterprise_person" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('name');
--> statement-breakpoint
CREATE TRIGGER enterprise_person_names_updated AFTER UPDATE ON "enterprise_person" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('name');
--> statement-breakpoint
CREATE TRIGGER enterprise_names_inserted AFTER INSERT ON "enterprise" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('legal_representative', 'contact_person');
--> statement-breakpoint
CREATE TRIGGER enterprise_names_updated AFTER UPDATE ON "enterprise" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('legal_representative', 'contact_person');
--> statement-breakpoint
CREATE TRIGGER credit_record_names_inserted AFTER INSERT ON "credit_record" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('person_name', 'contact_person');
--> statement-breakpoint
CREATE TRIGGER credit_record_names_updated AFTER UPDATE ON "credit_record" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('person_name', 'contact_person');
--> statement-breakpoint
CREATE TRIGGER credit_appeal_names_inserted AFTER INSERT ON "credit_appeal" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('complainant');
--> statement-breakpoint
CREATE TRIGGER credit_appeal_names_updated AFTER UPDATE ON "credit_appeal" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('complainant');
--> statement-breakpoint
CREATE TRIGGER bidding_feedback_names_inserted AFTER INSERT ON "bidding_feedback" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('agent_responsible_name');
--> statement-breakpoint
CREATE TRIGGER bidding_feedback_names_updated AFTER UPDATE ON "bidding_feedback" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('agent_responsible_name');
--> statement-breakpoint
CREATE TRIGGER assessment_release_names_inserted AFTER INSERT ON "assessment_release" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('contact_person');
--> statement-breakpoint
CREATE TRIGGER assessment_release_names_updated AFTER UPDATE ON "assessment_release" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_person_names('contact_person');
--> statement-breakpoint
INSERT INTO known_person_name (name)
  SELECT name FROM enterprise_person WHERE length(name) > 1
  UNION SELECT legal_representative FROM enterprise WHERE length(legal_representative) > 1
  UNION SELECT contact_person FROM enterprise WHERE length(contact_person) > 1
  UNION SELECT person_name FROM credit_record WHERE length(person_name) > 1
  UNION SELECT contact_person FROM credit_record WHERE length(contact_person) > 1
  UNION SELECT complainant FROM credit_appeal WHERE length(complainant) > 1
  UNION SELECT agent_responsible_name FROM bidding_feedback WHERE length(agent_responsible_name) > 1
  UNION SELECT contact_person FROM assessment_release WHERE length(contact_person) > 1
ON CONFLICT DO NOTHING;
