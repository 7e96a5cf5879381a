CREATE TABLE "bidding_feedback_annex" (
	"feedback_id" integer NOT NULL,
	"annex_id" integer NOT NULL,
	CONSTRAINT "bidding_feedback_annex_feedback_id_annex_id_pk" PRIMARY KEY("feedback_id","annex_id")
);
--> statement-breakpoint
CREATE TABLE "bidding_feedback_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"desk" varchar(40) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"instructions" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"agent_company_name" varchar(50) NOT NULL,
	"sign_date" date NOT NULL,
	"agent_project_name" varchar(100) NOT NULL,
	"agent_project_address" varchar(100) NOT NULL,
	"agent_contract_sign_time" date NOT NULL,
	"agent_responsible_name" varchar(10) NOT NULL,
	"entrust_unit" varchar(50) NOT NULL,
	"agent_service_fee" numeric(18, 6) NOT NULL,
	"agent_start_date" date NOT NULL,
	"agent_end_date" date NOT NULL,
	"province" varchar(12) NOT NULL,
	"city" varchar(12) NOT NULL,
	"area" varchar(12) NOT NULL,
	"agent_project_type" smallint NOT NULL,
	"investment_nature" smallint NOT NULL,
	"construction_scale" varchar(100) NOT NULL,
	"process_status" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"last_reason" varchar(400)
);
--> statement-breakpoint
ALTER TABLE "bidding_feedback_annex" ADD CONSTRAINT "bidding_feedback_annex_feedback_id_bidding_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."bidding_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_feedback_annex" ADD CONSTRAINT "bidding_feedback_annex_annex_id_annex_id_fk" FOREIGN KEY ("annex_id") REFERENCES "public"."annex"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_feedback_history" ADD CONSTRAINT "bidding_feedback_history_feedback_id_bidding_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."bidding_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_feedback" ADD CONSTRAINT "bidding_feedback_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_feedback_history_idx" ON "bidding_feedback_history" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "bidding_feedback_history_desk_idx" ON "bidding_feedback_history" USING btree ("desk","feedback_id");--> statement-breakpoint
CREATE INDEX "bidding_feedback_enterprise_idx" ON "bidding_feedback" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "bidding_feedback_desk_idx" ON "bidding_feedback" USING btree ("process_status","submitted_at","id");--> statement-breakpoint
-- A feedback's attachments: the agency contract and what proves the project.
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('biddingFeedback', '代理合同', 'jpg,gif,png,jpeg,pdf,docx', 10240, true, 1);
