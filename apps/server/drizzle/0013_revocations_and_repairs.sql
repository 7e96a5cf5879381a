CREATE TABLE "credit_request_annex" (
	"request_id" integer NOT NULL,
	"annex_id" integer NOT NULL,
	CONSTRAINT "credit_request_annex_request_id_annex_id_pk" PRIMARY KEY("request_id","annex_id")
);
--> statement-breakpoint
CREATE TABLE "credit_request_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"desk" varchar(40) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"instructions" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"record_id" integer NOT NULL,
	"reason" varchar(400) NOT NULL,
	"process_status" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date,
	"decided_at" timestamp with time zone,
	"last_reason" varchar(400)
);
--> statement-breakpoint
ALTER TABLE "credit_request_annex" ADD CONSTRAINT "credit_request_annex_request_id_credit_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."credit_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_request_annex" ADD CONSTRAINT "credit_request_annex_annex_id_annex_id_fk" FOREIGN KEY ("annex_id") REFERENCES "public"."annex"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_request_history" ADD CONSTRAINT "credit_request_history_request_id_credit_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."credit_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_request" ADD CONSTRAINT "credit_request_record_id_credit_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."credit_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_request_history_idx" ON "credit_request_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_request_history_desk_idx" ON "credit_request_history" USING btree ("desk","request_id");--> statement-breakpoint
CREATE INDEX "credit_request_desk_idx" ON "credit_request" USING btree ("kind","process_status","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_request_record_idx" ON "credit_request" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_request_open_uq" ON "credit_request" USING btree ("kind","record_id") WHERE "credit_request"."process_status" not in (2, 5, 6, 7);--> statement-breakpoint
-- What a revocation and a repair rest on (docs/repairs.md): a repair needs both.
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('creditRevoke', '撤销证明材料', 'jpg,gif,png,jpeg,pdf,xlsx,docx', 10240, false, 1),
  ('creditRepair', '信用修复承诺书', 'jpg,gif,png,jpeg,pdf', 10240, true, 1),
  ('creditRepair', '整改证明材料', 'jpg,gif,png,jpeg,pdf,xlsx,docx', 10240, true, 2);
--> statement-breakpoint
INSERT INTO "sms_template" ("event", "name", "content", "enabled") VALUES
  ('requestDecided', '撤销与信用修复结果通知', '【建设行业企业信用管理平台】{企业名称}：信用记录{记录编号}的{申请类别}申请{处理结果}，请登录平台查看。', true);
