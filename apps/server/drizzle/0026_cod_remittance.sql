CREATE SEQUENCE "public"."cod_bill_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cod_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"parcels" integer NOT NULL,
	"collected_sen" bigint NOT NULL,
	"fee_sen" bigint NOT NULL,
	"net_sen" bigint NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"bank_name" text,
	"bank_account" text,
	"holder" text,
	"payout_id" text,
	"bank_reference" text,
	"note" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_bills_bill_no_unique" UNIQUE("bill_no")
);
--> statement-breakpoint
CREATE TABLE "cod_receivables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"waybill_no" text NOT NULL,
	"collected_sen" bigint NOT NULL,
	"fee_sen" bigint NOT NULL,
	"net_sen" bigint NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"bill_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_terms" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"fee_rate_bp" integer DEFAULT 300 NOT NULL,
	"fee_min_sen" integer DEFAULT 400 NOT NULL,
	"cycle" text DEFAULT 'weekly' NOT NULL,
	"hold_days" integer DEFAULT 2 NOT NULL,
	"last_period" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_sen" bigint NOT NULL,
	"account" text NOT NULL,
	"state" text NOT NULL,
	"bank_reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "sandbox_payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "cod_bills" ADD CONSTRAINT "cod_bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_receivables" ADD CONSTRAINT "cod_receivables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_receivables" ADD CONSTRAINT "cod_receivables_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_receivables" ADD CONSTRAINT "cod_receivables_bill_id_cod_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."cod_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_terms" ADD CONSTRAINT "cod_terms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_bills_customer_time" ON "cod_bills" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cod_bills_state" ON "cod_bills" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_receivables_order" ON "cod_receivables" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_receivables_bill" ON "cod_receivables" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "cod_receivables_unbilled" ON "cod_receivables" USING btree ("customer_id","release_at") WHERE bill_id is null;--> statement-breakpoint
-- COD management: a customer's COD parcels newest first (the list and its counts read only these).
CREATE INDEX IF NOT EXISTS "orders_customer_cod_time" ON "orders" USING btree ("customer_id", "created_at", "id") WHERE cod_sen > 0;--> statement-breakpoint
-- The accrual sweep: signed COD parcels, walked by id beside cod_receivables_order (a merge anti-join).
CREATE INDEX IF NOT EXISTS "orders_cod_signed" ON "orders" USING btree ("id") WHERE status = 'SIGNED' AND cod_sen > 0;
