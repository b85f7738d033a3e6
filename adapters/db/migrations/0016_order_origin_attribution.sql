ALTER TABLE "orders" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution" jsonb;