ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_voucher_order_id_unique";--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_voucher_order_id_orders_id_fk";
--> statement-breakpoint
CREATE INDEX "orders_guest_reviewer_idx" ON "orders" USING btree ("game_slug","account") WHERE "orders"."user_id" IS NULL AND "orders"."status" = 'complete';--> statement-breakpoint
ALTER TABLE "survey_responses" DROP COLUMN "voucher_order_id";