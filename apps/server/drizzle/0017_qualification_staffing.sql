CREATE TABLE "qualification_staffing" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"month" date NOT NULL,
	"qualification_level" smallint NOT NULL,
	"actual_count" integer NOT NULL,
	"required_count" integer NOT NULL,
	"short" boolean NOT NULL,
	"short_months" smallint NOT NULL,
	"warning_since" date,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "pass_rate_grade" CASCADE;--> statement-breakpoint
DROP TABLE "practice_ability_tier" CASCADE;--> statement-breakpoint
ALTER TABLE "scoring_standard" ADD COLUMN "practice_ability_tiers" jsonb DEFAULT '[{"scoreValue":6,"minAverageScore":90},{"scoreValue":5,"minAverageScore":80},{"scoreValue":4,"minAverageScore":70},{"scoreValue":3,"minAverageScore":60}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_standard" ADD COLUMN "pass_rate_grades" jsonb DEFAULT '[{"grade":"A","scoreValue":4},{"grade":"B","scoreValue":2},{"grade":"C","scoreValue":1}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_standard" ADD COLUMN "required_engineers" jsonb DEFAULT '{"1":10,"2":6,"3":6}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "qualification_staffing" ADD CONSTRAINT "qualification_staffing_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_staffing_enterprise_month_uq" ON "qualification_staffing" USING btree ("enterprise_id","month");--> statement-breakpoint
CREATE INDEX "qualification_staffing_month_idx" ON "qualification_staffing" USING btree ("month","short","warning_since","id");--> statement-breakpoint
ALTER TABLE "enterprise" DROP COLUMN "required_cost_engineers";