CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(60) NOT NULL,
	"role_name" varchar(40) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"object_kind" varchar(40) NOT NULL,
	"object_id" varchar(40) DEFAULT '' NOT NULL,
	"object_label" varchar(200) DEFAULT '' NOT NULL,
	"action" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" varchar(400) DEFAULT '' NOT NULL,
	"user_name_grams" text[] GENERATED ALWAYS AS (text_grams(user_name)) STORED NOT NULL,
	"object_grams" text[] GENERATED ALWAYS AS (text_grams(object_label) || text_grams(object_id)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operation_log_time_idx" ON "operation_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operation_log_kind_idx" ON "operation_log" USING btree ("object_kind","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_log_action_idx" ON "operation_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_log_user_name_grams_idx" ON "operation_log" USING gin ("user_name_grams");--> statement-breakpoint
CREATE INDEX "operation_log_object_grams_idx" ON "operation_log" USING gin ("object_grams");--> statement-breakpoint
-- The administrative changes audit_log held (menus, roles, users, policies) join the operation log:
-- its target "角色 稽查组（9）" gives the object's id and label, its summary the after value.
INSERT INTO "operation_log" ("created_at", "user_id", "user_name", "object_kind", "object_id", "object_label", "action", "after")
SELECT "created_at", "user_id", "username",
  CASE WHEN "action" LIKE '%角色%' OR "action" = '分配菜单' THEN 'role'
       WHEN "action" LIKE '%菜单%' THEN 'menu'
       WHEN "action" LIKE '%用户%' THEN 'user'
       ELSE 'policy' END,
  coalesce(substring("target" from '（(\d+)）$'), ''),
  left(regexp_replace("target", '^\S+ |（\d+）$', '', 'g'), 200),
  left("action", 40),
  CASE WHEN "detail" <> '' THEN jsonb_build_object('摘要', "detail") END
FROM "audit_log" ORDER BY "id";--> statement-breakpoint
DROP TABLE "audit_log";
