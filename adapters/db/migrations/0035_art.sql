CREATE TABLE "art" (
	"subject" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"widths" integer[] NOT NULL,
	"source_format" text NOT NULL,
	"source_width" integer NOT NULL,
	"source_height" integer NOT NULL,
	"source_bytes" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_variants_hash_width_pk" PRIMARY KEY("hash","width")
);
