CREATE TABLE "product_prices" (
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" bigint NOT NULL,
	"sale_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_sku_currency_pk" PRIMARY KEY("sku","currency")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"game_slug" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"bonus" integer,
	"first_top_up_bonus" integer,
	"title" jsonb,
	"description" jsonb,
	"duration_days" integer,
	"purchase_limit" jsonb,
	"region_only" text,
	"popular" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "color" text DEFAULT '#22c55e' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "aliases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "minimum_purchase" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "first_top_up_double" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "account_form" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_game_slug_idx" ON "products" USING btree ("game_slug");