ALTER TABLE "order_feedback" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "order_feedback_created_idx" ON "order_feedback" USING btree ("created_at","order_id");--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_hidden_reason" CHECK ("order_feedback"."hidden_at" IS NULL OR "order_feedback"."hidden_reason" IS NOT NULL);