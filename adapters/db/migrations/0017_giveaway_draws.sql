CREATE TABLE "giveaway_draws" (
	"campaign" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"week_end" timestamp with time zone NOT NULL,
	"commitment" text NOT NULL,
	"secret" text NOT NULL,
	"entries" jsonb,
	"entries_count" integer,
	"entries_digest" text,
	"winner_index" integer,
	"winner_order_id" uuid,
	"winner_game_id" text,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_draws_campaign_week_start_pk" PRIMARY KEY("campaign","week_start")
);
--> statement-breakpoint
ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_winner_order_id_orders_id_fk" FOREIGN KEY ("winner_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaway_draws_undrawn_idx" ON "giveaway_draws" USING btree ("week_end") WHERE "giveaway_draws"."drawn_at" IS NULL;