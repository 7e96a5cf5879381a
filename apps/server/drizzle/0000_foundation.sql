CREATE TABLE "enterprise" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_credit_code" varchar(18) NOT NULL,
	"enterprise_name" varchar(50) NOT NULL,
	"legal_representative" varchar(10) NOT NULL,
	"corporate_id_card" varchar(18) NOT NULL,
	"province" varchar(12) NOT NULL,
	"area" varchar(12) NOT NULL,
	"county" varchar(12) NOT NULL,
	"enterprise_type" varchar(20) NOT NULL,
	"qualification_level" smallint,
	"registered_capital" numeric(18, 6) NOT NULL,
	"contact_person" varchar(10) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"fixed_telephone" varchar(20),
	"email" varchar(100) NOT NULL,
	"enterprise_url" varchar(50),
	"establishment_date" date NOT NULL,
	"office_address" varchar(100) NOT NULL,
	"registered_address" varchar(100) NOT NULL,
	"business_scope" text NOT NULL,
	"remarks" text,
	"introduce" text,
	"in_park" boolean DEFAULT false NOT NULL,
	"commit_letter_submitted" boolean DEFAULT false NOT NULL,
	"required_cost_engineers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_social_credit_code_unique" UNIQUE("social_credit_code"),
	CONSTRAINT "enterprise_enterprise_name_unique" UNIQUE("enterprise_name")
);
--> statement-breakpoint
CREATE TABLE "enterprise_person" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"gender" smallint NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"job_title" varchar(20) NOT NULL,
	"qualification" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"credit_type" smallint NOT NULL,
	"behavior_category_name" varchar(50) NOT NULL,
	"behavior_content_name" varchar(100) NOT NULL,
	"score_value" numeric(6, 2) NOT NULL,
	"identification_unit" varchar(50) NOT NULL,
	"act_determination_date" date NOT NULL,
	"related_symbol" varchar(50),
	"behavior_description" varchar(400) NOT NULL,
	"process_status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_person" ADD CONSTRAINT "enterprise_person_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_record" ADD CONSTRAINT "credit_record_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_qualification_idx" ON "enterprise" USING btree ("qualification_level");--> statement-breakpoint
CREATE INDEX "enterprise_area_idx" ON "enterprise" USING btree ("province","area");--> statement-breakpoint
CREATE INDEX "person_enterprise_idx" ON "enterprise_person" USING btree ("enterprise_id","enabled");--> statement-breakpoint
CREATE INDEX "credit_record_enterprise_idx" ON "credit_record" USING btree ("enterprise_id","act_determination_date");