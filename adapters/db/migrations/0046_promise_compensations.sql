CREATE TABLE "promise_compensations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"promise_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promise_compensations" ADD CONSTRAINT "promise_compensations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promise_compensations" ADD CONSTRAINT "promise_compensations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;