CREATE TABLE "job_worker_heartbeat" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "public_rate_limit_hit" (
	"slot" bigint NOT NULL,
	"client_key" text NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "public_rate_limit_hit_slot_client_key_pk" PRIMARY KEY("slot","client_key")
);
