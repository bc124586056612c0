CREATE TABLE "alert_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_type" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"topic" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_functions" (
	"customer_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	CONSTRAINT "customer_functions_customer_id_function_id_pk" PRIMARY KEY("customer_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "functions" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"redirect" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"scope" text DEFAULT 'CUSTOMER' NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ml" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"login_code" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"via" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_functions" (
	"user_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	CONSTRAINT "user_functions_user_id_function_id_pk" PRIMARY KEY("user_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"login_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"photo" text,
	"status" integer DEFAULT 1 NOT NULL,
	"export_flag" integer DEFAULT 0 NOT NULL,
	"menu_id" integer,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_country_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"weight" integer NOT NULL,
	"length" integer NOT NULL,
	"height" integer NOT NULL,
	"width" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_express_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type_name" text NOT NULL,
	"product_type" text NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"max_weight" integer NOT NULL,
	"minimum_weight" integer NOT NULL,
	"length" integer NOT NULL,
	"height" integer NOT NULL,
	"width" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"long_name" text,
	"tel1" text,
	"tel2" text,
	"address" text,
	"site_code" text,
	"site_name" text,
	"network_id" integer,
	"holder" text,
	"bank_name" text,
	"bank_account" text,
	"bank_statement" text,
	"bank_statement_url" text,
	"cus_type" text,
	"settlement_code" text,
	"cod_limit" integer,
	"name_type" text,
	"lock_flag" integer DEFAULT 0 NOT NULL,
	"open_prepay" integer DEFAULT 2 NOT NULL,
	"reality_weight" integer,
	"max_value" integer,
	"shipping_terms_flag" integer DEFAULT 0 NOT NULL,
	"service_logo" text,
	"vip_agreement_signed_at" timestamp with time zone,
	"vip_agreement_signed_by" integer,
	"reverse" integer DEFAULT 0 NOT NULL,
	"share_customer" integer DEFAULT 0 NOT NULL,
	"is_mall_show" boolean DEFAULT false NOT NULL,
	"print_customer_codes" boolean DEFAULT false NOT NULL,
	"custom_config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "overdue_arrears" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"topic" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"balance_after_sen" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance_sen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_functions" ADD CONSTRAINT "customer_functions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_functions" ADD CONSTRAINT "customer_functions_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_functions" ADD CONSTRAINT "user_functions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_functions" ADD CONSTRAINT "user_functions_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_country_restrictions" ADD CONSTRAINT "customer_country_restrictions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_express_types" ADD CONSTRAINT "customer_express_types_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_arrears" ADD CONSTRAINT "overdue_arrears_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_messages_user" ON "alert_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_code_lower" ON "users" USING btree (lower("login_code"));--> statement-breakpoint
CREATE INDEX "users_customer" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_country_restrictions_customer_country" ON "customer_country_restrictions" USING btree ("customer_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_express_types_customer_type" ON "customer_express_types" USING btree ("customer_id","type_name");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_once" ON "wallet_ledger" USING btree ("customer_id","kind","reference");--> statement-breakpoint
CREATE INDEX "wallet_ledger_customer_time" ON "wallet_ledger" USING btree ("customer_id","created_at");