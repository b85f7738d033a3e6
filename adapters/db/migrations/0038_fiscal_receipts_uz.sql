CREATE TABLE "fiscal_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiscal_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "fiscal" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD CONSTRAINT "fiscal_submissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_submissions_payment_idx" ON "fiscal_submissions" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "fiscal_submissions_pending_idx" ON "fiscal_submissions" USING btree ("provider","id") WHERE "fiscal_submissions"."status" = 'pending';