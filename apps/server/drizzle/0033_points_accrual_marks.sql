CREATE TABLE "points_accrual_run" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"taken_before" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accrual_run_one" CHECK ("points_accrual_run"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "member_points" ADD COLUMN "taken_before" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "wallet_ledger_time" ON "wallet_ledger" USING btree ("created_at");