CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"amount_sen" bigint NOT NULL,
	"goods_code" text,
	"gift" jsonb,
	"gateway" text NOT NULL,
	"bill_id" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"callbacks" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_bill_id_unique" UNIQUE("bill_id")
);
--> statement-breakpoint
CREATE TABLE "recharge_goods" (
	"goods_code" text PRIMARY KEY NOT NULL,
	"charge_amount_sen" bigint NOT NULL,
	"send_gift" smallint NOT NULL,
	"first_only" boolean DEFAULT false NOT NULL,
	"describe" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bills" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_sen" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"redirect_url" text NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"bank" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_gifts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"goods_code" text NOT NULL,
	"receiver" jsonb NOT NULL,
	"status" text DEFAULT 'TO_SEND' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_gifts" ADD CONSTRAINT "topup_gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_gifts" ADD CONSTRAINT "topup_gifts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_customer_time" ON "payments" USING btree ("customer_id","created_at");