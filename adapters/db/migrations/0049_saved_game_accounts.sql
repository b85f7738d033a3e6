CREATE TABLE "saved_game_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_slug" text NOT NULL,
	"player" jsonb NOT NULL,
	"account" jsonb NOT NULL,
	"account_label" text NOT NULL,
	"nickname" text NOT NULL,
	"region" text,
	"checked_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_game_accounts_player" UNIQUE("user_id","game_slug","player")
);
--> statement-breakpoint
ALTER TABLE "saved_game_accounts" ADD CONSTRAINT "saved_game_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_game_accounts_user_game_idx" ON "saved_game_accounts" USING btree ("user_id","game_slug","last_used_at");