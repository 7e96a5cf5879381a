-- The 1- and 2-character pieces of a lowercased text: what a GIN index needs to find names that
-- contain a two-character Chinese term (pg_trgm extracts nothing from two characters). Built from
-- plain string functions (no set-returning subquery) so that keeping it costs little per written row:
-- the characters, then the pairs starting at odd and at even positions.
CREATE FUNCTION text_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN array_remove(
  regexp_split_to_array(lower(value), '')
  || string_to_array(regexp_replace(lower(value), '(..)', '\1' || chr(1), 'g'), chr(1))
  || string_to_array(regexp_replace(substr(lower(value), 2), '(..)', '\1' || chr(1), 'g'), chr(1)),
  ''
);--> statement-breakpoint
DROP INDEX "enterprise_qualification_idx";--> statement-breakpoint
DROP INDEX "person_enterprise_idx";--> statement-breakpoint
DROP INDEX "login_log_time_idx";--> statement-breakpoint
DROP INDEX "practice_ability_created_idx";--> statement-breakpoint
DROP INDEX "practice_ability_exam_parent_idx";--> statement-breakpoint
DROP INDEX "record_pass_rate_created_idx";--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(enterprise_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_person" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "login_log" ADD COLUMN "username_grams" text[] GENERATED ALWAYS AS (text_grams(username)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(username) || text_grams(display_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_ability" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(enterprise_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "record_pass_rate" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(enterprise_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "enterprise_city_idx" ON "enterprise" USING btree ("area");--> statement-breakpoint
CREATE INDEX "enterprise_county_idx" ON "enterprise" USING btree ("county");--> statement-breakpoint
CREATE INDEX "enterprise_name_grams_idx" ON "enterprise" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "person_list_order_idx" ON "enterprise_person" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "person_name_grams_idx" ON "enterprise_person" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "login_log_username_grams_idx" ON "login_log" USING gin ("username_grams");--> statement-breakpoint
CREATE INDEX "user_kind_idx" ON "app_user" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "user_name_grams_idx" ON "app_user" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "practice_ability_publishable_idx" ON "practice_ability" USING btree ("created_at","id") WHERE "practice_ability"."result" and "practice_ability"."score_value" is not null;--> statement-breakpoint
CREATE INDEX "practice_ability_name_grams_idx" ON "practice_ability" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "record_pass_rate_publishable_idx" ON "record_pass_rate" USING btree ("created_at","id") WHERE "record_pass_rate"."result" and "record_pass_rate"."score_value" is not null;--> statement-breakpoint
CREATE INDEX "record_pass_rate_year_idx" ON "record_pass_rate" USING btree ("register_year","quarter","created_at","id");--> statement-breakpoint
CREATE INDEX "record_pass_rate_quarter_idx" ON "record_pass_rate" USING btree ("quarter","created_at","id");--> statement-breakpoint
CREATE INDEX "record_pass_rate_name_grams_idx" ON "record_pass_rate" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "assessment_release_list_idx" ON "assessment_release" USING btree ("kind","created_at","id","state");--> statement-breakpoint
CREATE INDEX "enterprise_qualification_idx" ON "enterprise" USING btree ("qualification_level","id");--> statement-breakpoint
CREATE INDEX "person_enterprise_idx" ON "enterprise_person" USING btree ("enterprise_id","enabled","id");--> statement-breakpoint
CREATE INDEX "login_log_time_idx" ON "login_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "practice_ability_created_idx" ON "practice_ability" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "practice_ability_exam_parent_idx" ON "practice_ability_exam" USING btree ("practice_ability_id","row_number");--> statement-breakpoint
CREATE INDEX "record_pass_rate_created_idx" ON "record_pass_rate" USING btree ("created_at","id");