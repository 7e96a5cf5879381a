CREATE TABLE "assessment_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_rate_grade" (
	"grade" varchar(20) PRIMARY KEY NOT NULL,
	"score_value" smallint NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_ability" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" varchar(100) NOT NULL,
	"social_credit_code" varchar(50) NOT NULL,
	"exam_year" smallint NOT NULL,
	"exam_quarter" smallint NOT NULL,
	"examinee_count" integer NOT NULL,
	"un_examinee_count" integer NOT NULL,
	"average_score" numeric(5, 2),
	"score_value" smallint,
	"result" boolean NOT NULL,
	"reason" varchar(500),
	"created_by" integer,
	"created_by_name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_ability_exam" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"practice_ability_id" integer,
	"row_number" integer NOT NULL,
	"candidate_name" varchar(50) NOT NULL,
	"enterprise_name" varchar(100) NOT NULL,
	"social_credit_code" varchar(50) NOT NULL,
	"paper_name" varchar(100) NOT NULL,
	"exam_address" varchar(100) NOT NULL,
	"exam_start_time" timestamp with time zone,
	"exam_end_time" timestamp with time zone,
	"exam_year" smallint NOT NULL,
	"exam_quarter" smallint NOT NULL,
	"score" numeric(5, 2),
	"absent" boolean NOT NULL,
	"result" boolean NOT NULL,
	"reason" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "practice_ability_tier" (
	"score_value" smallint PRIMARY KEY NOT NULL,
	"min_average_score" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_pass_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" varchar(100) NOT NULL,
	"social_credit_code" varchar(50) NOT NULL,
	"register_year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"grade" varchar(20) NOT NULL,
	"score_value" smallint,
	"result" boolean NOT NULL,
	"reason" varchar(500),
	"created_by" integer,
	"created_by_name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_release_annex" (
	"release_id" integer NOT NULL,
	"annex_id" integer NOT NULL,
	CONSTRAINT "assessment_release_annex_release_id_annex_id_pk" PRIMARY KEY("release_id","annex_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_release_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"instructions" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_release" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"state" smallint NOT NULL,
	"identification_unit" varchar(50) NOT NULL,
	"act_determination_date" date NOT NULL,
	"related_symbol" varchar(50),
	"contact_person" varchar(10) NOT NULL,
	"behavior_description" varchar(400) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_ability_release_relation" (
	"release_id" integer NOT NULL,
	"practice_ability_id" integer NOT NULL,
	CONSTRAINT "practice_ability_release_relation_release_id_practice_ability_id_pk" PRIMARY KEY("release_id","practice_ability_id")
);
--> statement-breakpoint
CREATE TABLE "record_pass_rate_release_relation" (
	"release_id" integer NOT NULL,
	"record_pass_rate_id" integer NOT NULL,
	CONSTRAINT "record_pass_rate_release_relation_release_id_record_pass_rate_id_pk" PRIMARY KEY("release_id","record_pass_rate_id")
);
--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "assessment_release_id" integer;--> statement-breakpoint
ALTER TABLE "practice_ability" ADD CONSTRAINT "practice_ability_import_id_assessment_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."assessment_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ability" ADD CONSTRAINT "practice_ability_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ability_exam" ADD CONSTRAINT "practice_ability_exam_import_id_assessment_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."assessment_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ability_exam" ADD CONSTRAINT "practice_ability_exam_practice_ability_id_practice_ability_id_fk" FOREIGN KEY ("practice_ability_id") REFERENCES "public"."practice_ability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_pass_rate" ADD CONSTRAINT "record_pass_rate_import_id_assessment_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."assessment_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_pass_rate" ADD CONSTRAINT "record_pass_rate_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_release_annex" ADD CONSTRAINT "assessment_release_annex_release_id_assessment_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."assessment_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_release_annex" ADD CONSTRAINT "assessment_release_annex_annex_id_annex_id_fk" FOREIGN KEY ("annex_id") REFERENCES "public"."annex"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_release_history" ADD CONSTRAINT "assessment_release_history_release_id_assessment_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."assessment_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ability_release_relation" ADD CONSTRAINT "practice_ability_release_relation_release_id_assessment_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."assessment_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ability_release_relation" ADD CONSTRAINT "practice_ability_release_relation_practice_ability_id_practice_ability_id_fk" FOREIGN KEY ("practice_ability_id") REFERENCES "public"."practice_ability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_pass_rate_release_relation" ADD CONSTRAINT "record_pass_rate_release_relation_release_id_assessment_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."assessment_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_pass_rate_release_relation" ADD CONSTRAINT "record_pass_rate_release_relation_record_pass_rate_id_record_pass_rate_id_fk" FOREIGN KEY ("record_pass_rate_id") REFERENCES "public"."record_pass_rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_ability_period_idx" ON "practice_ability" USING btree ("social_credit_code","exam_year","exam_quarter");--> statement-breakpoint
CREATE INDEX "practice_ability_created_idx" ON "practice_ability" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "practice_ability_exam_import_idx" ON "practice_ability_exam" USING btree ("import_id","social_credit_code","exam_year","exam_quarter");--> statement-breakpoint
CREATE INDEX "practice_ability_exam_parent_idx" ON "practice_ability_exam" USING btree ("practice_ability_id");--> statement-breakpoint
CREATE INDEX "record_pass_rate_period_idx" ON "record_pass_rate" USING btree ("social_credit_code","register_year","quarter");--> statement-breakpoint
CREATE INDEX "record_pass_rate_created_idx" ON "record_pass_rate" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assessment_release_history_idx" ON "assessment_release_history" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_release_kind_idx" ON "assessment_release" USING btree ("kind","state","created_at");--> statement-breakpoint
CREATE INDEX "practice_ability_release_row_idx" ON "practice_ability_release_relation" USING btree ("practice_ability_id");--> statement-breakpoint
CREATE INDEX "record_pass_rate_release_row_idx" ON "record_pass_rate_release_relation" USING btree ("record_pass_rate_id");--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_assessment_release_id_assessment_release_id_fk" FOREIGN KEY ("assessment_release_id") REFERENCES "public"."assessment_release"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Default bonus rules (docs/assessment.md); 评分标准 may change them.
INSERT INTO "practice_ability_tier" ("score_value", "min_average_score") VALUES (6, 90), (5, 80), (4, 70), (3, 60);
--> statement-breakpoint
INSERT INTO "pass_rate_grade" ("grade", "score_value", "sort_order") VALUES ('A', 4, 1), ('B', 2, 2), ('C', 1, 3);
--> statement-breakpoint
-- Release applications' attachments (spec §5 Release form: 请上传文件; previewable pdf, xlsx, docx and images).
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('release', '附件', 'jpg,gif,png,jpeg,pdf,xlsx,docx', 10240, true, 1);
