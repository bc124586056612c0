CREATE TABLE "delivery_order_boxes" (
	"delivery_order_id" bigint NOT NULL,
	"box_id" bigint NOT NULL,
	"bound_by" integer,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_order_boxes_delivery_order_id_box_id_pk" PRIMARY KEY("delivery_order_id","box_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_order_lines" (
	"delivery_order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_code" text DEFAULT '' NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "delivery_order_lines_delivery_order_id_line_no_pk" PRIMARY KEY("delivery_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "delivery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"do_no" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_tel" text NOT NULL,
	"receiver_address" text NOT NULL,
	"receiver_postcode" text NOT NULL,
	"receiver_key" text NOT NULL,
	"status" text DEFAULT 'WAITING_PACK' NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"printed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_boxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"packing_no" text NOT NULL,
	"receiver_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_order_boxes" ADD CONSTRAINT "delivery_order_boxes_delivery_order_id_delivery_orders_id_fk" FOREIGN KEY ("delivery_order_id") REFERENCES "public"."delivery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_order_boxes" ADD CONSTRAINT "delivery_order_boxes_box_id_packing_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."packing_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_order_boxes" ADD CONSTRAINT "delivery_order_boxes_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_order_lines" ADD CONSTRAINT "delivery_order_lines_delivery_order_id_delivery_orders_id_fk" FOREIGN KEY ("delivery_order_id") REFERENCES "public"."delivery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD CONSTRAINT "packing_boxes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_order_boxes_box" ON "delivery_order_boxes" USING btree ("box_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_orders_number" ON "delivery_orders" USING btree ("customer_id","do_no");--> statement-breakpoint
CREATE INDEX "delivery_orders_list" ON "delivery_orders" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_boxes_number" ON "packing_boxes" USING btree ("customer_id","packing_no");