-- json keeps the fields of a change in the order the service listed them; jsonb sorts its keys.
ALTER TABLE "operation_log" ALTER COLUMN "before" SET DATA TYPE json USING "before"::json;--> statement-breakpoint
ALTER TABLE "operation_log" ALTER COLUMN "after" SET DATA TYPE json USING "after"::json;
