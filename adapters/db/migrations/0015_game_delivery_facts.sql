-- Rows already there get SPEC's general hour; the seed writes each game's own promise (30 minutes for Free Fire) when the server starts.
ALTER TABLE "games" ADD COLUMN "delivery_promise_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "usual_delivery_minutes" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "supplier_names" jsonb DEFAULT '[]'::jsonb NOT NULL;