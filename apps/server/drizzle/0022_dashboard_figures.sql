ALTER TABLE "enterprise_score" ADD COLUMN "good_in_force" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_score" ADD COLUMN "bad_in_force" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "enterprise_type_idx" ON "enterprise" USING btree ("enterprise_type","county");--> statement-breakpoint
CREATE INDEX "credit_record_published_idx" ON "credit_record" USING btree ("act_determination_date","credit_type","enterprise_id") WHERE "credit_record"."process_status" = 7;--> statement-breakpoint
-- Scores computed before this migration learn their records in force now (inForceOn of today);
-- every refresh keeps them from here on.
WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Shanghai')::date AS day),
counted AS (
  SELECT r.enterprise_id,
    (count(*) FILTER (WHERE r.credit_type = 1))::int AS good,
    (count(*) FILTER (WHERE r.credit_type = 2))::int AS bad
  FROM "credit_record" r
  LEFT JOIN "behavior_level" l ON l.id = r.behavior_level_id
  CROSS JOIN today
  WHERE r.process_status = 7
    AND coalesce((r.completed_at AT TIME ZONE 'Asia/Shanghai')::date, r.act_determination_date) <= today.day
    AND r.act_determination_date <= today.day
    AND (r.ended_on IS NULL OR r.ended_on > today.day)
    AND r.act_determination_date + make_interval(months => coalesce(l.valid_months, 12)) > today.day
  GROUP BY r.enterprise_id
)
UPDATE "enterprise_score" s SET "good_in_force" = counted.good, "bad_in_force" = counted.bad
FROM counted WHERE counted.enterprise_id = s.enterprise_id;
