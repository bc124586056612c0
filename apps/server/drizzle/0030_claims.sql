CREATE TABLE "claim_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"step" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount_sen" bigint,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"waybill_no" text NOT NULL,
	"claim_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"claim_amount_sen" bigint NOT NULL,
	"ceiling_sen" bigint NOT NULL,
	"insured" integer DEFAULT 0 NOT NULL,
	"approved_sen" bigint,
	"description" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"settlement" text,
	"user_id" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "claim_steps" ADD CONSTRAINT "claim_steps_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_steps_claim" ON "claim_steps" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "claims_customer_time" ON "claims" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_status_time" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_per_waybill" ON "claims" USING btree ("waybill_no") WHERE "claims"."status" <> 'REJECTED';--> statement-breakpoint
CREATE UNIQUE INDEX "bill_adjustments_one_claim" ON "bill_adjustments" USING btree ("customer_id","waybill_no") WHERE "bill_adjustments"."kind" = 'CLAIM';