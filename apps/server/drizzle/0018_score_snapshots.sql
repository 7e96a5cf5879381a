CREATE TABLE "score_snapshot" (
	"enterprise_id" integer NOT NULL,
	"month" date NOT NULL,
	"score" numeric(8, 2) NOT NULL,
	"level" varchar(4) NOT NULL,
	"trend_level" varchar(4) NOT NULL,
	"standard_id" integer NOT NULL,
	CONSTRAINT "score_snapshot_enterprise_id_month_pk" PRIMARY KEY("enterprise_id","month")
);
--> statement-breakpoint
ALTER TABLE "score_snapshot" ADD CONSTRAINT "score_snapshot_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_snapshot" ADD CONSTRAINT "score_snapshot_standard_id_scoring_standard_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."scoring_standard"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_snapshot_month_idx" ON "score_snapshot" USING btree ("month");