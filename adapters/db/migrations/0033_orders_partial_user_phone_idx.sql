DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_phone_idx";--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at") WHERE "orders"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("contact_phone") WHERE "orders"."contact_phone" IS NOT NULL;