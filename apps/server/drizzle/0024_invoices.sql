CREATE TABLE "invoice_lines" (
	"invoice_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"document_kind" text NOT NULL,
	"item_ref" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"sst_sen" bigint NOT NULL,
	"total_sen" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_line_no_pk" PRIMARY KEY("invoice_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"document_kind" text NOT NULL,
	"document_ref" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"amount_sen" bigint NOT NULL,
	"sst_sen" bigint NOT NULL,
	"total_sen" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "brn" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sst_no" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_item" ON "invoice_lines" USING btree ("document_kind","item_ref");--> statement-breakpoint
CREATE INDEX "invoices_customer_document" ON "invoices" USING btree ("customer_id","document_kind","document_ref");--> statement-breakpoint
-- Cash bills (issue 17): a customer's shipments paid one by one (CASH, PP_CASH), by when the courier
-- took them in; the bill of a day reads this range and nothing else (shared/cash-bill.ts).
CREATE INDEX "orders_customer_cash_pickup" ON "orders" USING btree ("customer_id", "picked_up_at") WHERE "pay_method" IN ('CASH', 'PP_CASH') AND "picked_up_at" IS NOT NULL;
