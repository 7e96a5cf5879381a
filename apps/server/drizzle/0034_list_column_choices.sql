CREATE TABLE "list_column_choice" (
	"user_id" integer NOT NULL,
	"list_key" varchar(60) NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_column_choice_user_id_list_key_pk" PRIMARY KEY("user_id","list_key")
);
--> statement-breakpoint
ALTER TABLE "list_column_choice" ADD CONSTRAINT "list_column_choice_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;