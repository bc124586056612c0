CREATE SEQUENCE "public"."waybill_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_customs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"description" text NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"check_number" text DEFAULT '' NOT NULL,
	"unit_price_sen" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"total_sen" bigint DEFAULT 0 NOT NULL,
	"weight_g" integer NOT NULL,
	"weight_unit" text DEFAULT 'KG' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"waybill_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer,
	"client_request_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"express_type" text NOT NULL,
	"serve_type" text NOT NULL,
	"pickup_at" timestamp with time zone,
	"pay_method" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_tel" text NOT NULL,
	"sender_postcode" text NOT NULL,
	"sender_prov" text NOT NULL,
	"sender_city" text NOT NULL,
	"sender_address" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_tel" text NOT NULL,
	"receiver_country" text DEFAULT 'MYS' NOT NULL,
	"receiver_postcode" text NOT NULL,
	"receiver_prov" text NOT NULL,
	"receiver_city" text NOT NULL,
	"receiver_address" text NOT NULL,
	"receiver_email" text,
	"receiver_passport" text,
	"goods_name" text NOT NULL,
	"goods_number" integer DEFAULT 1 NOT NULL,
	"weight_g" integer NOT NULL,
	"length_cm" numeric(8, 2),
	"width_cm" numeric(8, 2),
	"height_cm" numeric(8, 2),
	"package_count" smallint DEFAULT 1 NOT NULL,
	"goods_value_sen" bigint DEFAULT 0 NOT NULL,
	"cod_sen" bigint DEFAULT 0 NOT NULL,
	"shipping_terms" text,
	"zone" text NOT NULL,
	"sort_code" text NOT NULL,
	"volumetric_weight_g" integer NOT NULL,
	"chargeable_weight_g" integer NOT NULL,
	"freight_sen" bigint DEFAULT 0 NOT NULL,
	"insurance_sen" bigint DEFAULT 0 NOT NULL,
	"cod_fee_sen" bigint DEFAULT 0 NOT NULL,
	"total_sen" bigint DEFAULT 0 NOT NULL,
	"tariff_id" bigint,
	"order_code" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"vip_menu_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_waybill_no_unique" UNIQUE("waybill_no")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ml" text NOT NULL,
	"product_type" text NOT NULL,
	"volumetric_divisor" integer DEFAULT 6000 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"zone" text NOT NULL,
	"first_weight_g" integer NOT NULL,
	"first_price_sen" integer NOT NULL,
	"step_weight_g" integer NOT NULL,
	"step_price_sen" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pay_methods" jsonb DEFAULT '["CASH"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "intl_zone" text;--> statement-breakpoint
ALTER TABLE "order_customs" ADD CONSTRAINT "order_customs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_product_products_code_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_customs_line" ON "order_customs" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_request" ON "orders" USING btree ("customer_id","client_request_id");--> statement-breakpoint
CREATE INDEX "orders_customer_time" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_status_time" ON "orders" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_code" ON "orders" USING btree ("customer_id","order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_product_zone_from" ON "tariffs" USING btree ("product","zone","effective_from");--> statement-breakpoint
CREATE INDEX "tracking_events_order" ON "tracking_events" USING btree ("order_id","at");