ALTER TABLE "credit_record_history" DROP CONSTRAINT "credit_record_history_record_id_credit_record_id_fk";
--> statement-breakpoint
ALTER TABLE "assessment_release_history" DROP CONSTRAINT "assessment_release_history_release_id_assessment_release_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_appeal_history" DROP CONSTRAINT "credit_appeal_history_appeal_id_credit_appeal_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_request_history" DROP CONSTRAINT "credit_request_history_request_id_credit_request_id_fk";
--> statement-breakpoint
ALTER TABLE "bidding_feedback_history" DROP CONSTRAINT "bidding_feedback_history_feedback_id_bidding_feedback_id_fk";
--> statement-breakpoint
DROP INDEX "credit_request_open_uq";--> statement-breakpoint
ALTER TABLE "credit_record_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "assessment_release_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "credit_appeal_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "credit_request_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "bidding_feedback_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_release" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_appeal" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_request" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_feedback" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_request_open_uq" ON "credit_request" USING btree ("kind","record_id") WHERE "credit_request"."process_status" not in (2, 5, 6, 7, 8);--> statement-breakpoint
-- Every change of a reviewed item moves its revision, whatever statement makes it: an action sent
-- with the revision its screen showed (If-Match) is refused once anything has changed.
CREATE FUNCTION bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_record_revision BEFORE UPDATE ON "credit_record" FOR EACH ROW EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
CREATE TRIGGER credit_appeal_revision BEFORE UPDATE ON "credit_appeal" FOR EACH ROW EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
CREATE TRIGGER credit_request_revision BEFORE UPDATE ON "credit_request" FOR EACH ROW EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
CREATE TRIGGER bidding_feedback_revision BEFORE UPDATE ON "bidding_feedback" FOR EACH ROW EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
CREATE TRIGGER assessment_release_revision BEFORE UPDATE ON "assessment_release" FOR EACH ROW EXECUTE FUNCTION bump_revision();
