ALTER TABLE "orders" ADD COLUMN "limit_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_invites" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "operator_invites" ADD CONSTRAINT "operator_invites_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;