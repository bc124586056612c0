CREATE TABLE "work_order_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" bigint NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"work_order_id" bigint,
	"entry_id" bigint,
	"file_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"waybill_no" text,
	"content" text NOT NULL,
	"status" text DEFAULT 'UNTREATED' NOT NULL,
	"user_id" integer,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_entries" ADD CONSTRAINT "work_order_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_entry_id_work_order_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."work_order_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_entries_order" ON "work_order_entries" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE INDEX "work_order_files_customer" ON "work_order_files" USING btree ("customer_id","work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_files_order" ON "work_order_files" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_orders_customer_time" ON "work_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_status_time" ON "work_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_one_open" ON "work_orders" USING btree ("customer_id","waybill_no","type") WHERE "work_orders"."status" <> 'END' and "work_orders"."waybill_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_import_key" ON "work_orders" USING btree ("customer_id","import_key");