CREATE TABLE "account_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"correction_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"leased_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_notices_key" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "order_account_corrections" ADD COLUMN "before_label" text;--> statement-breakpoint
ALTER TABLE "order_account_corrections" ADD COLUMN "after_label" text;--> statement-breakpoint
ALTER TABLE "account_notices" ADD CONSTRAINT "account_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notices" ADD CONSTRAINT "account_notices_correction_id_order_account_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."order_account_corrections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_notices_order_idx" ON "account_notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "account_notices_pending_idx" ON "account_notices" USING btree ("id") WHERE "account_notices"."status" = 'pending';