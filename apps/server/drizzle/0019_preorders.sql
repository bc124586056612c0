CREATE TABLE "accessories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"uploaded_by" integer,
	"file_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_appendixes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"waybill_no" text NOT NULL,
	"fields" jsonb NOT NULL,
	"accessory_ids" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer,
	"day" date NOT NULL,
	"pickup_window" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_tel" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"parcels" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_order_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"setting" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'SAVED' NOT NULL,
	"fields" jsonb NOT NULL,
	"vip_menu_name" text,
	"waybill_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "smart_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"preset" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_appendixes" ADD CONSTRAINT "order_appendixes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_appendixes" ADD CONSTRAINT "order_appendixes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_reservations" ADD CONSTRAINT "pickup_reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_reservations" ADD CONSTRAINT "pickup_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_settings" ADD CONSTRAINT "pre_order_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_orders" ADD CONSTRAINT "smart_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_orders" ADD CONSTRAINT "smart_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_customer" ON "accessories" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_appendixes_order" ON "order_appendixes" USING btree ("customer_id","waybill_no");--> statement-breakpoint
CREATE INDEX "pickup_reservations_customer_day" ON "pickup_reservations" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "pre_orders_customer_status" ON "pre_orders" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_orders_request" ON "pre_orders" USING btree ("customer_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_orders_customer_name" ON "smart_orders" USING btree ("customer_id","name");