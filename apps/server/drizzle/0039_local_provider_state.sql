CREATE TABLE "idp_secret" (
	"provider" varchar(20) NOT NULL,
	"generation" integer NOT NULL,
	"signing_key" jsonb NOT NULL,
	"cookie_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_secret_provider_generation_pk" PRIMARY KEY("provider","generation")
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"provider" varchar(20) NOT NULL,
	"model" varchar(40) NOT NULL,
	"id" varchar(200) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(200),
	"user_code" varchar(200),
	"uid" varchar(200),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_provider_model_id_pk" PRIMARY KEY("provider","model","id")
);
--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_idx" ON "oidc_payload" USING btree ("provider","model","grant_id") WHERE "oidc_payload"."grant_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payload_uid_idx" ON "oidc_payload" USING btree ("provider","model","uid") WHERE "oidc_payload"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payload_user_code_idx" ON "oidc_payload" USING btree ("provider","model","user_code") WHERE "oidc_payload"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payload_expires_idx" ON "oidc_payload" USING btree ("expires_at") WHERE "oidc_payload"."expires_at" is not null;