ALTER TABLE "sessions" ADD COLUMN "opened_by" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "link_requested_at" timestamp with time zone;