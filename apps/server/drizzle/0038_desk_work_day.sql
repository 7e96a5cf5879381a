DROP TABLE "desk_work_month" CASCADE;--> statement-breakpoint
CREATE TABLE "desk_work_day" (
	"desk" varchar(60) NOT NULL,
	"day" date NOT NULL,
	"received" integer NOT NULL,
	"decided" integer NOT NULL,
	"returned" integer NOT NULL,
	"days" jsonb NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_work_day_desk_day_pk" PRIMARY KEY("desk","day")
);
