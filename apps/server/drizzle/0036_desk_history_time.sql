CREATE INDEX "credit_record_history_desk_time_idx" ON "credit_record_history" USING btree ("desk","created_at");--> statement-breakpoint
CREATE INDEX "credit_appeal_history_desk_time_idx" ON "credit_appeal_history" USING btree ("desk","created_at");--> statement-breakpoint
CREATE INDEX "credit_request_history_desk_time_idx" ON "credit_request_history" USING btree ("desk","created_at");--> statement-breakpoint
CREATE INDEX "bidding_feedback_history_desk_time_idx" ON "bidding_feedback_history" USING btree ("desk","created_at");