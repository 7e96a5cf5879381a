CREATE TABLE "change_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"history_type" smallint NOT NULL,
	"person_id" integer,
	"operator_id" integer,
	"operator_name" varchar(60) NOT NULL,
	"items" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "annex_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(40) NOT NULL,
	"name" varchar(40) NOT NULL,
	"file_format_value" varchar(100) NOT NULL,
	"file_size_kb" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "annex_type_category_name_uq" UNIQUE("category","name")
);
--> statement-breakpoint
CREATE TABLE "annex" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(40) NOT NULL,
	"enterprise_id" integer,
	"file_type" varchar(40) NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "annex_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "dictionary_item" (
	"category" varchar(40) NOT NULL,
	"code" varchar(20) NOT NULL,
	"label" varchar(60) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "dictionary_item_category_code_pk" PRIMARY KEY("category","code")
);
--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_person_id_enterprise_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."enterprise_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annex" ADD CONSTRAINT "annex_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_history_enterprise_idx" ON "change_history" USING btree ("enterprise_id","history_type","created_at");--> statement-breakpoint
CREATE INDEX "change_history_person_idx" ON "change_history" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "annex_enterprise_idx" ON "annex" USING btree ("enterprise_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "person_enterprise_id_card_uq" ON "enterprise_person" USING btree ("enterprise_id","id_card");