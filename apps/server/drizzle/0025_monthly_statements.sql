CREATE TABLE "bill_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"statement_id" bigint,
	"kind" text NOT NULL,
	"waybill_no" text DEFAULT '' NOT NULL,
	"amount_sen" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"waybill_no" text NOT NULL,
	"order_code" text DEFAULT '' NOT NULL,
	"order_created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"express_type" text NOT NULL,
	"receiver_city" text NOT NULL,
	"receiver_prov" text NOT NULL,
	"pieces" integer NOT NULL,
	"chargeable_weight_g" integer NOT NULL,
	"freight_sen" bigint DEFAULT 0 NOT NULL,
	"insurance_sen" bigint DEFAULT 0 NOT NULL,
	"cod_fee_sen" bigint DEFAULT 0 NOT NULL,
	"amount_sen" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"bill_month" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'UNPAID' NOT NULL,
	"paid_at" timestamp with time zone,
	"shipments" integer DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"freight_sen" bigint DEFAULT 0 NOT NULL,
	"insurance_sen" bigint DEFAULT 0 NOT NULL,
	"cod_fee_sen" bigint DEFAULT 0 NOT NULL,
	"shipments_sen" bigint DEFAULT 0 NOT NULL,
	"adjustments_sen" bigint DEFAULT 0 NOT NULL,
	"taxable_sen" bigint DEFAULT 0 NOT NULL,
	"sst_sen" bigint DEFAULT 0 NOT NULL,
	"total_sen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_statements_bill_no_unique" UNIQUE("bill_no")
);
--> statement-breakpoint
CREATE TABLE "statement_number_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD CONSTRAINT "monthly_statement_lines_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD CONSTRAINT "monthly_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_adjustments_statement" ON "bill_adjustments" USING btree ("statement_id","id");--> statement-breakpoint
CREATE INDEX "bill_adjustments_waiting" ON "bill_adjustments" USING btree ("customer_id") WHERE "bill_adjustments"."statement_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statement_lines_order" ON "monthly_statement_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statement_lines_statement_line" ON "monthly_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "monthly_statement_lines_customer_waybill" ON "monthly_statement_lines" USING btree ("customer_id","waybill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statements_customer_month" ON "monthly_statements" USING btree ("customer_id","bill_month");--> statement-breakpoint
CREATE INDEX "monthly_statements_unpaid_due" ON "monthly_statements" USING btree ("customer_id","due_date") WHERE "monthly_statements"."status" = 'UNPAID';--> statement-breakpoint
-- The month-end run's search: a customer's shipments billed on account, delivered or returned, by the time of it.
CREATE INDEX "orders_billable" ON "orders" USING btree ("customer_id", "status_at") WHERE "status" IN ('SIGNED', 'RETURNED') AND "pay_method" IN ('PAYMONTHLY', 'PM');
