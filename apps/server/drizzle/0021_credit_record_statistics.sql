-- A record's kind (good or bad) and its state go together (every bad record on the lists is
-- published), so the planner estimates a list's large total from their joint frequencies rather
-- than multiplying the two as if they were independent.
CREATE STATISTICS IF NOT EXISTS "credit_record_kind_state_stats" (mcv) ON "credit_type", "process_status" FROM "credit_record";
--> statement-breakpoint
-- Read from a sample ten times the default: a province's two million records then give a total within a few thousand.
ALTER STATISTICS "credit_record_kind_state_stats" SET STATISTICS 1000;
