CREATE TABLE "gift_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"gift_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_tel" text NOT NULL,
	"receiver_post" text NOT NULL,
	"receiver_state" text DEFAULT '' NOT NULL,
	"receiver_city" text DEFAULT '' NOT NULL,
	"receiver_area" text DEFAULT '' NOT NULL,
	"receiver_address_type" text DEFAULT 'OFFICE' NOT NULL,
	"receiver_address" text NOT NULL,
	"delivery_status" text DEFAULT 'PENDING' NOT NULL,
	"waybill_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ml" text NOT NULL,
	"category" text NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"min_level" text DEFAULT 'SILVER' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_gifts_stock" CHECK ("mall_gifts"."stock" >= 0),
	CONSTRAINT "mall_gifts_price" CHECK ("mall_gifts"."points_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"wallet_ledger_id" bigint,
	"points" integer NOT NULL,
	"growth" integer NOT NULL,
	"points_after" integer NOT NULL,
	"growth_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_gift_id_mall_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."mall_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_wallet_ledger_id_wallet_ledger_id_fk" FOREIGN KEY ("wallet_ledger_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_orders_customer_time" ON "gift_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_gifts_code" ON "mall_gifts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once" ON "points_ledger" USING btree ("customer_id","kind","reference");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_time" ON "points_ledger" USING btree ("customer_id","created_at");