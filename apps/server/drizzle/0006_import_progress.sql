CREATE TABLE "import_progress" (
	"user_id" integer NOT NULL,
	"progress_id" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_progress_user_id_progress_id_pk" PRIMARY KEY("user_id","progress_id")
);
--> statement-breakpoint
CREATE INDEX "import_progress_updated_idx" ON "import_progress" USING btree ("updated_at");