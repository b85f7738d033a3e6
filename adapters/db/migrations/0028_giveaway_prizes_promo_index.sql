CREATE TABLE "giveaway_prizes" (
	"campaign" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"contacted_at" timestamp with time zone,
	"contacted_by" uuid,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"note" text,
	CONSTRAINT "giveaway_prizes_campaign_week_start_pk" PRIMARY KEY("campaign","week_start")
);
--> statement-breakpoint
ALTER TABLE "giveaway_prizes" ADD CONSTRAINT "giveaway_prizes_campaign_week_start_giveaway_draws_campaign_week_start_fk" FOREIGN KEY ("campaign","week_start") REFERENCES "public"."giveaway_draws"("campaign","week_start") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_paid_idx" ON "orders" USING btree ("promo_code","paid_at") WHERE "orders"."promo_code" IS NOT NULL;