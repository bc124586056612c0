CREATE TABLE "commerce_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"platform" text NOT NULL,
	"shop_order_id" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_tel" text NOT NULL,
	"receiver_postcode" text NOT NULL,
	"receiver_prov" text DEFAULT '' NOT NULL,
	"receiver_city" text DEFAULT '' NOT NULL,
	"receiver_address" text NOT NULL,
	"goods_name" text NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"weight_g" integer,
	"cod_sen" bigint DEFAULT 0 NOT NULL,
	"amount_sen" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"waybill_no" text,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marketplace_mappings" (
	"customer_id" integer NOT NULL,
	"platform" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_mappings_customer_id_platform_pk" PRIMARY KEY("customer_id","platform")
);
--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_mappings" ADD CONSTRAINT "marketplace_mappings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_shop_order" ON "commerce_orders" USING btree ("customer_id","platform","shop_order_id");--> statement-breakpoint
CREATE INDEX "commerce_orders_customer_time" ON "commerce_orders" USING btree ("customer_id","imported_at","id");--> statement-breakpoint
-- Marketplace orders are a page of the Ordering group (db/seed/catalogue.ts): every customer already
-- here is granted it, as its other ordering pages. The catalogue rows are written again, complete, at every start.
INSERT INTO "functions" (id, parent_id, path, url, redirect, sort, state, scope, name_zh, name_en, name_ml) VALUES
  (110, 1, 'commerceOrders', 'commerceOrders', '', 10, 1, 'CUSTOMER', '电商订单', 'Marketplace orders', 'Pesanan pasaran dalam talian')
ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO "customer_functions" (customer_id, function_id) SELECT id, 110 FROM "customers" ON CONFLICT DO NOTHING;
