CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_million_idr" bigint NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."per_million_idr" > 0)
);
--> statement-breakpoint
CREATE TABLE "margin_rules" (
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"basis_points" integer NOT NULL,
	"fixed_idr" bigint NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "margin_rules_scope_target_pk" PRIMARY KEY("scope","target")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"old_amount" bigint,
	"new_amount" bigint,
	"operator_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "price_history_sku_idx" ON "price_history" USING btree ("sku","created_at");