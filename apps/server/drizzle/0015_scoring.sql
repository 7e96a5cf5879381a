CREATE TABLE "enterprise_score" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"score" numeric(8, 2) NOT NULL,
	"level" varchar(4) NOT NULL,
	"enterprise_name" varchar(50) NOT NULL,
	"social_credit_code" varchar(18) NOT NULL,
	"qualification_level" smallint,
	"name_grams" text[] NOT NULL,
	"standard_id" integer NOT NULL,
	"computed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"effective_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"base_points" numeric(8, 2) NOT NULL,
	"levels" jsonb NOT NULL,
	"trend_levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enterprise_score" ADD CONSTRAINT "enterprise_score_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_score" ADD CONSTRAINT "enterprise_score_standard_id_scoring_standard_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."scoring_standard"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_score_rank_idx" ON "enterprise_score" USING btree ("score" desc,"enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_score_level_idx" ON "enterprise_score" USING btree ("level","score" desc,"enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_score_rank_level_idx" ON "enterprise_score" USING btree ("qualification_level","score" desc,"enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_score_name_grams_idx" ON "enterprise_score" USING gin ("name_grams");--> statement-breakpoint
-- The standard the platform starts with (docs/scoring.md): base 60, AAA ≥ 90 … C, trend scale A ≥ 80 … C.
INSERT INTO "scoring_standard" ("name", "effective_date", "state", "base_points", "levels", "trend_levels", "published_at") VALUES
  ('信用评价标准（2025版）', '2025-01-01', 1, 60,
   '[{"level":"AAA","min":90},{"level":"AA","min":80},{"level":"A","min":70},{"level":"B","min":60},{"level":"C","min":null}]',
   '[{"level":"A","min":80},{"level":"B+","min":70},{"level":"B","min":60},{"level":"C","min":null}]',
   now());
