-- Decision 009: refunds become claims with our own key, and can also return a surplus payment.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_pkey";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "leased_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_try_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Orders paid before this migration: the newest paid attempt paid them.
UPDATE "orders" o SET "paid_by" = (
  SELECT p."id" FROM "payments" p WHERE p."order_id" = o."id" AND p."status" IN ('paid', 'refunded')
  ORDER BY p."attempt" DESC LIMIT 1
) WHERE o."paid_at" IS NOT NULL;--> statement-breakpoint
-- Refunds made before it were orders' refunds, under the key they were made with.
UPDATE "refunds" r SET
  "id" = 'refund-' || r."order_id",
  "kind" = 'order',
  "reason" = 'delivery',
  "payment_id" = CASE WHEN r."method" = 'payment' THEN (SELECT o."paid_by" FROM "orders" o WHERE o."id" = r."order_id") END;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."kind" = 'surplus';--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("next_try_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_not_negative" CHECK ("refunds"."amount" >= 0);--> statement-breakpoint
-- A promo code's count is its paid orders' from now on: reservations of unpaid orders no longer count.
UPDATE "promo_codes" c SET "redemptions" = (
  SELECT count(*) FROM "promo_redemptions" r WHERE r."code" = c."code" AND r."status" = 'used'
);
