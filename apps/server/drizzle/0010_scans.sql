CREATE TABLE "ops_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ops_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_scan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_sen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem_reason" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "scan_code" smallint;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_event_id_unique" UNIQUE("event_id");--> statement-breakpoint
-- Portal events already recorded take the ranks of shared/scans.ts PORTAL_EVENT_RANKS.
UPDATE "tracking_events" SET "rank" = CASE "status" WHEN 'CANCEL_ORDER' THEN 99 WHEN 'ORDER_EDITED' THEN -1 ELSE 0 END;--> statement-breakpoint
UPDATE "orders" SET "status_at" = coalesce("cancelled_at", "created_at");
