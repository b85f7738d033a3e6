CREATE TABLE "provider_transactions" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" integer NOT NULL,
	"provider_time" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"performed_at" timestamp (3) with time zone,
	"canceled_at" timestamp (3) with time zone,
	"reason" integer,
	CONSTRAINT "provider_transactions_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_live_idx" ON "provider_transactions" USING btree ("provider","payment_id") WHERE "provider_transactions"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "provider_transactions_created_idx" ON "provider_transactions" USING btree ("provider","created_at");