CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_account_label_trgm_idx" ON "orders" USING gin ("account_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_nickname_trgm_idx" ON "orders" USING gin ("nickname" gin_trgm_ops) WHERE "orders"."nickname" IS NOT NULL;