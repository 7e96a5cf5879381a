CREATE TABLE "builtin_applied" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
