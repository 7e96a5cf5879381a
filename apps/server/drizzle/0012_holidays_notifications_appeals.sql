CREATE TABLE "holiday" (
	"day" date PRIMARY KEY NOT NULL,
	"holiday" smallint NOT NULL,
	"name" varchar(20) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_read" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_read_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"user_id" integer,
	"enterprise_id" integer,
	"role_code" varchar(40),
	"title" varchar(100) NOT NULL,
	"content" varchar(500) NOT NULL,
	"link" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer,
	"event" varchar(40) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"text" varchar(500) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"name" varchar(40) NOT NULL,
	"content" varchar(300) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_template_event_unique" UNIQUE("event")
);
--> statement-breakpoint
CREATE TABLE "credit_appeal_annex" (
	"appeal_id" integer NOT NULL,
	"annex_id" integer NOT NULL,
	CONSTRAINT "credit_appeal_annex_appeal_id_annex_id_pk" PRIMARY KEY("appeal_id","annex_id")
);
--> statement-breakpoint
CREATE TABLE "credit_appeal_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"appeal_id" integer NOT NULL,
	"desk" varchar(40) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"instructions" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_appeal" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"complainant" varchar(10) NOT NULL,
	"telephone" varchar(11) NOT NULL,
	"appeal_reason" varchar(400) NOT NULL,
	"process_status" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"last_reason" varchar(400)
);
--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "end_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "notification_read" ADD CONSTRAINT "notification_read_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read" ADD CONSTRAINT "notification_read_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_template_id_sms_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_template"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_appeal_annex" ADD CONSTRAINT "credit_appeal_annex_appeal_id_credit_appeal_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."credit_appeal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_appeal_annex" ADD CONSTRAINT "credit_appeal_annex_annex_id_annex_id_fk" FOREIGN KEY ("annex_id") REFERENCES "public"."annex"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_appeal_history" ADD CONSTRAINT "credit_appeal_history_appeal_id_credit_appeal_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."credit_appeal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_appeal" ADD CONSTRAINT "credit_appeal_record_id_credit_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."credit_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notification_enterprise_idx" ON "notification" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "notification_role_idx" ON "notification" USING btree ("role_code","id");--> statement-breakpoint
CREATE INDEX "sms_message_created_idx" ON "sms_message" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sms_message_status_idx" ON "sms_message" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "credit_appeal_history_idx" ON "credit_appeal_history" USING btree ("appeal_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_appeal_history_desk_idx" ON "credit_appeal_history" USING btree ("desk","appeal_id");--> statement-breakpoint
CREATE INDEX "credit_appeal_desk_idx" ON "credit_appeal" USING btree ("process_status","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_appeal_record_idx" ON "credit_appeal" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_appeal_open_uq" ON "credit_appeal" USING btree ("record_id") WHERE "credit_appeal"."process_status" not in (2, 7, 8);--> statement-breakpoint
-- The official 2026 arrangement (国务院办公厅关于2026年部分节假日安排的通知, 2025-11-04).
INSERT INTO "holiday" ("day", "holiday", "name") VALUES
  ('2026-01-01', 1, '元旦'),
  ('2026-01-02', 1, '元旦'),
  ('2026-01-03', 1, '元旦'),
  ('2026-01-04', 0, '元旦调休上班'),
  ('2026-02-14', 0, '春节调休上班'),
  ('2026-02-15', 1, '春节'),
  ('2026-02-16', 1, '春节'),
  ('2026-02-17', 1, '春节'),
  ('2026-02-18', 1, '春节'),
  ('2026-02-19', 1, '春节'),
  ('2026-02-20', 1, '春节'),
  ('2026-02-21', 1, '春节'),
  ('2026-02-22', 1, '春节'),
  ('2026-02-23', 1, '春节'),
  ('2026-02-28', 0, '春节调休上班'),
  ('2026-04-04', 1, '清明节'),
  ('2026-04-05', 1, '清明节'),
  ('2026-04-06', 1, '清明节'),
  ('2026-05-01', 1, '劳动节'),
  ('2026-05-02', 1, '劳动节'),
  ('2026-05-03', 1, '劳动节'),
  ('2026-05-04', 1, '劳动节'),
  ('2026-05-05', 1, '劳动节'),
  ('2026-05-09', 0, '劳动节调休上班'),
  ('2026-06-19', 1, '端午节'),
  ('2026-06-20', 1, '端午节'),
  ('2026-06-21', 1, '端午节'),
  ('2026-09-20', 0, '国庆节调休上班'),
  ('2026-09-25', 1, '中秋节'),
  ('2026-09-26', 1, '中秋节'),
  ('2026-09-27', 1, '中秋节'),
  ('2026-10-01', 1, '国庆节'),
  ('2026-10-02', 1, '国庆节'),
  ('2026-10-03', 1, '国庆节'),
  ('2026-10-04', 1, '国庆节'),
  ('2026-10-05', 1, '国庆节'),
  ('2026-10-06', 1, '国庆节'),
  ('2026-10-07', 1, '国庆节'),
  ('2026-10-10', 0, '国庆节调休上班');
--> statement-breakpoint
-- The SMS templates of the events that write a notification (docs/notifications.md).
INSERT INTO "sms_template" ("event", "name", "content", "enabled") VALUES
  ('recordPublished', '信用记录发布通知', '【建设行业企业信用管理平台】{企业名称}：您的{信用类别}信用记录{记录编号}已审核通过并发布，请登录平台查看。', true),
  ('recordReturned', '信用记录退回通知', '【建设行业企业信用管理平台】{企业名称}：信用记录{记录编号}被退回，原因：{退回原因}。请登录平台修改后重新提交。', true);
--> statement-breakpoint
INSERT INTO "sms_template" ("event", "name", "content", "enabled") VALUES
  ('appealAccepted', '申诉受理通知', '【建设行业企业信用管理平台】{企业名称}：您对信用记录{记录编号}的申诉{处理结果}，请留意后续审核。', true),
  ('appealDecided', '申诉处理结果通知', '【建设行业企业信用管理平台】{企业名称}：您对信用记录{记录编号}的申诉处理结果：{处理结果}，请登录平台查看。', true);
--> statement-breakpoint
-- An appeal's attachments: what the enterprise's case rests on.
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('creditAppeal', '申诉材料', 'jpg,gif,png,jpeg,pdf,xlsx,docx', 10240, false, 1);
