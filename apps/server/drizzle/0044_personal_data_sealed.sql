-- ID card and mobile numbers sealed (docs/personal-data.md). The new columns start empty: SQL cannot
-- encrypt with a key it must not hold, so the migrate step (sealClearPersonalData, after the SQL
-- migrations) seals the clear columns' values in Node, batch by batch, then sets NOT NULL where the
-- clear column had it and drops the clear columns.
DROP INDEX "person_enterprise_id_card_uq";--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "corporate_id_card_cipher" text;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "corporate_id_card_hmac" text GENERATED ALWAYS AS (split_part("corporate_id_card_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "contact_phone_cipher" text;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "contact_phone_hmac" text GENERATED ALWAYS AS (split_part("contact_phone_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "enterprise_person" ADD COLUMN "id_card_cipher" text;--> statement-breakpoint
ALTER TABLE "enterprise_person" ADD COLUMN "id_card_hmac" text GENERATED ALWAYS AS (split_part("id_card_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "enterprise_person" ADD COLUMN "phone_cipher" text;--> statement-breakpoint
ALTER TABLE "enterprise_person" ADD COLUMN "phone_hmac" text GENERATED ALWAYS AS (split_part("phone_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "telephone_cipher" text;--> statement-breakpoint
ALTER TABLE "credit_record" ADD COLUMN "telephone_hmac" text GENERATED ALWAYS AS (split_part("telephone_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "phone_cipher" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "phone_hmac" text GENERATED ALWAYS AS (split_part("phone_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "phone_cipher" text;--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "phone_hmac" text GENERATED ALWAYS AS (split_part("phone_cipher", '.', 1)) STORED;--> statement-breakpoint
ALTER TABLE "credit_appeal" ADD COLUMN "telephone_cipher" text;--> statement-breakpoint
ALTER TABLE "credit_appeal" ADD COLUMN "telephone_hmac" text GENERATED ALWAYS AS (split_part("telephone_cipher", '.', 1)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "person_enterprise_id_card_uq" ON "enterprise_person" USING btree ("enterprise_id","id_card_hmac");
--> statement-breakpoint
-- A key rotation seals a number again without changing it (credit.resealing set in its transaction):
-- the item's revision, the ETag a desk acts on, stays.
CREATE OR REPLACE FUNCTION bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('credit.resealing', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A re-seal changes no name: the names remembered for masking stay as they are.
CREATE OR REPLACE FUNCTION remember_person_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name_column text;
BEGIN
  IF current_setting('credit.resealing', true) = 'on' THEN
    RETURN NULL;
  END IF;
  FOREACH name_column IN ARRAY TG_ARGV LOOP
    EXECUTE format(
      'INSERT INTO known_person_name (name) SELECT DISTINCT %1$I FROM new_rows WHERE length(%1$I) > 1 ON CONFLICT DO NOTHING',
      name_column);
  END LOOP;
  RETURN NULL;
END $$;
