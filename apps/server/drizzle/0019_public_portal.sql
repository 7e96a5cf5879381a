CREATE TABLE "policy_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"issuer" varchar(50) NOT NULL,
	"issue_date" date NOT NULL,
	"annex_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_document" ADD CONSTRAINT "policy_document_annex_id_annex_id_fk" FOREIGN KEY ("annex_id") REFERENCES "public"."annex"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_document_public_idx" ON "policy_document" USING btree ("state","sort_order","id");--> statement-breakpoint
CREATE INDEX "credit_record_publicity_idx" ON "credit_record" USING btree ("act_determination_date","id") WHERE "credit_record"."process_status" = 7;--> statement-breakpoint
CREATE INDEX "credit_record_under_review_idx" ON "credit_record" USING btree ("id") WHERE "credit_record"."process_status" in (1, 3, 4);--> statement-breakpoint
-- hand-written
INSERT INTO "annex_type" ("category", "name", "file_format_value", "file_size_kb", "required", "sort_order") VALUES
  ('policy', '政策文件', 'pdf', 20480, true, 1);
