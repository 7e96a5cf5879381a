CREATE TABLE "desk_work_month" (
	"desk" varchar(60) NOT NULL,
	"month" varchar(7) NOT NULL,
	"received" integer NOT NULL,
	"decided" integer NOT NULL,
	"returned" integer NOT NULL,
	"days" jsonb NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_work_month_desk_month_pk" PRIMARY KEY("desk","month")
);
