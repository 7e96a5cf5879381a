CREATE TABLE "audit_archive" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" varchar(60) NOT NULL,
	"first_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	"prev_hash" "bytea" NOT NULL,
	"last_hash" "bytea" NOT NULL,
	"row_count" integer NOT NULL,
	"oldest_at" timestamp with time zone NOT NULL,
	"newest_at" timestamp with time zone NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_chain" (
	"chain" varchar(60) PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" "bytea" NOT NULL,
	"derived_columns" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_history" DROP CONSTRAINT "change_history_enterprise_id_enterprise_id_fk";
--> statement-breakpoint
ALTER TABLE "change_history" DROP CONSTRAINT "change_history_person_id_enterprise_person_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_record_history" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "credit_record_history" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "credit_record_history" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "change_history" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "change_history" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "change_history" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "assessment_release_history" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "assessment_release_history" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "assessment_release_history" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "credit_appeal_history" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "credit_appeal_history" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "credit_appeal_history" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "credit_request_history" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "credit_request_history" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "credit_request_history" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "bidding_feedback_history" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "bidding_feedback_history" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "bidding_feedback_history" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "hash" "bytea";--> statement-breakpoint
CREATE INDEX "audit_archive_chain_idx" ON "audit_archive" USING btree ("chain","last_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_record_history_chain_idx" ON "credit_record_history" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "change_history_chain_idx" ON "change_history" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_release_history_chain_idx" ON "assessment_release_history" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_appeal_history_chain_idx" ON "credit_appeal_history" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_request_history_chain_idx" ON "credit_request_history" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_feedback_history_chain_idx" ON "bidding_feedback_history" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_log_chain_idx" ON "operation_log" USING btree ("chain_seq");--> statement-breakpoint
-- The canonical content of a row of an audited table: its columns as jsonb text (keys sorted, times
-- in UTC), without its chain columns and the columns the database derives. A row's hash is
-- sha256(the previous row's hash || this) (docs/security-trail.md).
CREATE FUNCTION audit_row_content(item anyelement, derived text[]) RETURNS bytea
LANGUAGE plpgsql STABLE SET timezone TO 'UTC' AS $$
BEGIN
  RETURN convert_to((to_jsonb(item) - derived - '{chain_seq,prev_hash,hash}'::text[])::text, 'UTF8');
END
$$;
--> statement-breakpoint
-- Puts a row in its chain as its transaction commits (a deferred trigger): the lock is held only
-- from then to the commit, and one lock for every chain, so two transactions never wait for each
-- other's chains in opposite orders.
CREATE FUNCTION audit_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain%ROWTYPE;
  next_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_chain'));
  SELECT * INTO STRICT head FROM audit_chain WHERE chain = TG_TABLE_NAME FOR UPDATE;
  next_hash := sha256(head.hash || audit_row_content(NEW, head.derived_columns));
  EXECUTE format('UPDATE %I SET chain_seq = $1, prev_hash = $2, hash = $3 WHERE id = $4', TG_TABLE_NAME)
    USING head.seq + 1, head.hash, next_hash, NEW.id;
  UPDATE audit_chain SET seq = head.seq + 1, hash = next_hash WHERE chain = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Refuses every update and delete of an audited row, but the seal filling in a new row's chain
-- columns (nothing else moves) and the delete of a row an archive already holds.
-- (A before-update trigger sees no new values of generated columns: those the chain leaves out.)
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  derived text[] := (SELECT derived_columns FROM audit_chain WHERE chain = TG_TABLE_NAME);
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.chain_seq IS NULL AND OLD.hash IS NULL
     AND audit_row_content(OLD, derived) = audit_row_content(NEW, derived) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND EXISTS (
    SELECT 1 FROM audit_archive a
    WHERE a.chain = TG_TABLE_NAME AND OLD.chain_seq BETWEEN a.first_seq AND a.last_seq
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit trail: % of a row of % refused, the table is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit trail: % of % refused, the table is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_archive_append_only BEFORE UPDATE OR DELETE ON audit_archive
  FOR EACH ROW EXECUTE FUNCTION audit_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_archive_no_truncate BEFORE TRUNCATE ON audit_archive
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse();
--> statement-breakpoint
-- Chains the rows of an audited table that have no place yet, in the order they were written (time,
-- then id), after its head, in one pass: the existing rows below, and rows loaded in bulk with the
-- triggers off (the bench's generated history), which a seal per row would chain one commit-time
-- update of the head at a time. Hashes are computed row by row (each needs the last) and written
-- 10,000 rows to a statement.
CREATE FUNCTION audit_chain_unsealed(name text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain%ROWTYPE;
  item record;
  place bigint;
  prev bytea;
  next_hash bytea;
  ids bigint[] := '{}';
  prevs bytea[] := '{}';
  hashes bytea[] := '{}';
  write_batch text := format(
    'UPDATE %I t SET chain_seq = b.place, prev_hash = b.prev, hash = b.hash
       FROM unnest($1::bigint[], $2::bigint[], $3::bytea[], $4::bytea[]) AS b(id, place, prev, hash) WHERE t.id = b.id', name);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_chain'));
  SELECT * INTO STRICT head FROM audit_chain WHERE chain = name FOR UPDATE;
  place := head.seq;
  prev := head.hash;
  FOR item IN EXECUTE format(
    'SELECT t.id, audit_row_content(t, $1) AS content FROM %I t WHERE t.chain_seq IS NULL ORDER BY t.created_at, t.id',
    name) USING head.derived_columns LOOP
    place := place + 1;
    next_hash := sha256(prev || item.content);
    ids := ids || item.id::bigint;
    prevs := prevs || prev;
    hashes := hashes || next_hash;
    prev := next_hash;
    IF cardinality(ids) = 10000 THEN
      EXECUTE write_batch USING ids, ARRAY(SELECT generate_series(place - 9999, place)), prevs, hashes;
      ids := '{}'; prevs := '{}'; hashes := '{}';
    END IF;
  END LOOP;
  IF cardinality(ids) > 0 THEN
    EXECUTE write_batch USING ids, ARRAY(SELECT generate_series(place - cardinality(ids) + 1, place)), prevs, hashes;
  END IF;
  UPDATE audit_chain SET seq = place, hash = prev WHERE chain = name;
  RETURN place - head.seq;
END
$$;
--> statement-breakpoint
-- Every audited table: its chain's head, its existing rows chained, then its triggers.
DO $$
DECLARE
  audited text[] := ARRAY['operation_log', 'change_history', 'assessment_release_history', 'credit_record_history',
    'credit_appeal_history', 'credit_request_history', 'bidding_feedback_history'];
  name text;
BEGIN
  FOREACH name IN ARRAY audited LOOP
    INSERT INTO audit_chain (chain, seq, hash, derived_columns) VALUES (name, 0, ''::bytea,
      CASE name WHEN 'operation_log' THEN '{user_name_grams,object_grams}'::text[] ELSE '{}'::text[] END);
    PERFORM audit_chain_unsealed(name);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT ON %I DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION audit_seal()', name || '_seal', name);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_append_only()',
      name || '_append_only', name);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse()',
      name || '_no_truncate', name);
  END LOOP;
END
$$;
