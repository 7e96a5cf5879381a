CREATE INDEX "enterprise_legal_representative_idx" ON "enterprise" USING btree ("legal_representative");--> statement-breakpoint
CREATE INDEX "enterprise_contact_person_idx" ON "enterprise" USING btree ("contact_person");--> statement-breakpoint
CREATE INDEX "person_name_idx" ON "enterprise_person" USING btree ("name");--> statement-breakpoint
CREATE INDEX "credit_record_person_name_idx" ON "credit_record" USING btree ("person_name") WHERE "credit_record"."person_name" is not null;--> statement-breakpoint
CREATE INDEX "credit_record_contact_person_idx" ON "credit_record" USING btree ("contact_person") WHERE "credit_record"."contact_person" is not null;--> statement-breakpoint
CREATE INDEX "assessment_release_contact_person_idx" ON "assessment_release" USING btree ("contact_person");--> statement-breakpoint
CREATE INDEX "credit_appeal_complainant_idx" ON "credit_appeal" USING btree ("complainant");--> statement-breakpoint
CREATE INDEX "bidding_feedback_responsible_idx" ON "bidding_feedback" USING btree ("agent_responsible_name");