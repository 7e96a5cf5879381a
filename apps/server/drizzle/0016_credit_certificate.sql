CREATE TABLE "credit_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" varchar(24) NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" varchar(50) NOT NULL,
	"social_credit_code" varchar(18) NOT NULL,
	"level" varchar(4) NOT NULL,
	"score" numeric(8, 2) NOT NULL,
	"standard_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_certificate_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
ALTER TABLE "credit_certificate" ADD CONSTRAINT "credit_certificate_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_certificate" ADD CONSTRAINT "credit_certificate_standard_id_scoring_standard_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."scoring_standard"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_certificate_valid_uq" ON "credit_certificate" USING btree ("enterprise_id") WHERE "credit_certificate"."state" = 1;--> statement-breakpoint
CREATE INDEX "credit_certificate_enterprise_idx" ON "credit_certificate" USING btree ("enterprise_id","id");