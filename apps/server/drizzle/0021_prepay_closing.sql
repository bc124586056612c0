CREATE TABLE "prepay_close_applies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"balance_at_apply_sen" bigint NOT NULL,
	"refunded_sen" bigint,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prepay_close_applies" ADD CONSTRAINT "prepay_close_applies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepay_close_applies_customer" ON "prepay_close_applies" USING btree ("customer_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prepay_close_applies_one_pending" ON "prepay_close_applies" USING btree ("customer_id") WHERE "prepay_close_applies"."status" = 'PENDING';