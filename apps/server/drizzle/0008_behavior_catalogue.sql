CREATE TABLE "behavior_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"credit_type" smallint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behavior_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"actor" smallint NOT NULL,
	"needs_innovation_award" boolean DEFAULT false NOT NULL,
	"enterprise_kinds" smallint[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behavior_level" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"score_value" numeric(6, 2) NOT NULL,
	"valid_months" smallint NOT NULL,
	"publicity_months" smallint NOT NULL,
	"min_repair_months" smallint,
	"serious" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behavior_standard_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"effective_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "behavior_level_id" integer;--> statement-breakpoint
ALTER TABLE "behavior_category" ADD CONSTRAINT "behavior_category_version_id_behavior_standard_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."behavior_standard_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behavior_content" ADD CONSTRAINT "behavior_content_category_id_behavior_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."behavior_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behavior_level" ADD CONSTRAINT "behavior_level_content_id_behavior_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."behavior_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behavior_category_version_idx" ON "behavior_category" USING btree ("version_id","credit_type","sort_order");--> statement-breakpoint
CREATE INDEX "behavior_content_category_idx" ON "behavior_content" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "behavior_level_content_idx" ON "behavior_level" USING btree ("content_id","sort_order");--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_behavior_level_id_behavior_level_id_fk" FOREIGN KEY ("behavior_level_id") REFERENCES "public"."behavior_level"("id") ON DELETE no action ON UPDATE no action;