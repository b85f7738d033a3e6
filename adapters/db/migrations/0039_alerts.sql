CREATE TABLE "alert_incidents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"event" jsonb NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"incident_id" bigint NOT NULL,
	"phase" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_messages_once" UNIQUE("incident_id","phase","operator_id","channel"),
	CONSTRAINT "alert_messages_phase" CHECK ("alert_messages"."phase" in ('opened', 'cleared')),
	CONSTRAINT "alert_messages_channel" CHECK ("alert_messages"."channel" in ('telegram', 'email'))
);
--> statement-breakpoint
CREATE TABLE "operator_alerts" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"telegram_chat_id" text,
	"email" text,
	"kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_incident_id_alert_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."alert_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_operator_id_operators_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_operator_id_operators_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_incidents_open_key" ON "alert_incidents" USING btree ("key") WHERE "alert_incidents"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alert_messages_pending_idx" ON "alert_messages" USING btree ("due_at") WHERE "alert_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_messages_operator_idx" ON "alert_messages" USING btree ("operator_id","created_at");