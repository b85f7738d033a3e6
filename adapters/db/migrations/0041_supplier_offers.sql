CREATE TABLE "supplier_accounts" (
	"supplier" text PRIMARY KEY NOT NULL,
	"balance_idr" bigint,
	"threshold_idr" bigint DEFAULT 1000000 NOT NULL,
	"checked_at" timestamp with time zone,
	"short_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_offers" (
	"product_sku" text NOT NULL,
	"supplier" text NOT NULL,
	"supplier_sku" text NOT NULL,
	"cost_idr" integer,
	"open" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_offers_product_sku_supplier_pk" PRIMARY KEY("product_sku","supplier")
);
--> statement-breakpoint
ALTER TABLE "supplier_offers" ADD CONSTRAINT "supplier_offers_product_sku_products_sku_fk" FOREIGN KEY ("product_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The one supplier's mapping (Digiflazz's price-list codes) becomes its offers (decision 049).
INSERT INTO "supplier_offers" ("product_sku", "supplier", "supplier_sku")
  SELECT "sku", 'digiflazz', "supplier_sku" FROM "products" WHERE "supplier_sku" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "supplier_sku";