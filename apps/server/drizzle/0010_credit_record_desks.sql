CREATE SEQUENCE "public"."credit_register_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_record_annex" (
	"record_id" integer NOT NULL,
	"annex_id" integer NOT NULL,
	CONSTRAINT "credit_record_annex_record_id_annex_id_pk" PRIMARY KEY("record_id","annex_id")
);
--> statement-breakpoint
CREATE TABLE "credit_record_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"desk" varchar(40) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"instructions" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "register_number" varchar(20) DEFAULT 'XY' || to_char(now() at time zone 'Asia/Shanghai', 'YYYY') || lpad(nextval('credit_register_number_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "actor" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "enterprise_person_id" integer;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "person_name" varchar(50);--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "identified_level_name" varchar(30);--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "innovation_award_description" varchar(100);--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "contact_person" varchar(10);--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "telephone" varchar(11);--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "origin" varchar(12) DEFAULT 'assessment' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "last_reason" varchar(400);--> statement-breakpoint
ALTER TABLE "credit_record_annex" ADD CONSTRAINT "credit_record_annex_record_id_credit_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."credit_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record_annex" ADD CONSTRAINT "credit_record_annex_annex_id_annex_id_fk" FOREIGN KEY ("annex_id") REFERENCES "public"."annex"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record_history" ADD CONSTRAINT "credit_record_history_record_id_credit_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."credit_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_record_history_idx" ON "credit_record_history" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_record_history_desk_idx" ON "credit_record_history" USING btree ("desk","record_id");--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_enterprise_person_id_enterprise_person_id_fk" FOREIGN KEY ("enterprise_person_id") REFERENCES "public"."enterprise_person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_record_desk_idx" ON "credit_record" USING btree ("process_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "credit_record_origin_idx" ON "credit_record" USING btree ("origin","created_by","id");--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_register_number_unique" UNIQUE("register_number");--> statement-breakpoint
UPDATE "credit_record" SET "submitted_at" = "created_at", "completed_at" = "created_at" WHERE "process_status" = 7;
--> statement-breakpoint
-- A credit record's attachments: the decision or proof it rests on.
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('creditRecord', '证明材料', 'jpg,gif,png,jpeg,pdf,xlsx,docx', 10240, true, 1);
