ALTER TABLE "payments" ADD COLUMN "bill_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "statement_bill_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "statement_outcome" text;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_statement_bill_no_monthly_statements_bill_no_fk" FOREIGN KEY ("statement_bill_no") REFERENCES "public"."monthly_statements"("bill_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_statement_open" ON "payments" USING btree ("statement_bill_no") WHERE "payments"."statement_bill_no" is not null and "payments"."status" = 'CREATED';