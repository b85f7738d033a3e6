CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"found_via" text NOT NULL,
	"games" jsonb NOT NULL,
	"priority" text NOT NULL,
	"comment" text,
	"voucher_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "survey_responses_voucher_order_id_unique" UNIQUE("voucher_order_id")
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_voucher_order_id_orders_id_fk" FOREIGN KEY ("voucher_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;