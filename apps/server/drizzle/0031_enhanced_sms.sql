CREATE TABLE "account_managers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"hours" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"backup_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_schedule_runs" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reservation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_schedule_runs_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "pickup_schedules" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"weekdays" jsonb NOT NULL,
	"pickup_window" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_tel" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"parcels" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"parts" smallint NOT NULL,
	"cost_sen" integer NOT NULL,
	"state" text DEFAULT 'ACCEPTED' NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sms_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sms_link_permits" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"allowed_by" integer,
	"allowed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"template_id" bigint,
	"template_name" text NOT NULL,
	"order_id" bigint NOT NULL,
	"waybill_no" text NOT NULL,
	"event" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"receiver_tel" text NOT NULL,
	"text" text NOT NULL,
	"parts" smallint NOT NULL,
	"cost_sen" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"provider_id" text,
	"failure" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_customer_id_phone_pk" PRIMARY KEY("customer_id","phone")
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"events" jsonb NOT NULL,
	"allow_links" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedule_runs" ADD CONSTRAINT "pickup_schedule_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedule_runs" ADD CONSTRAINT "pickup_schedule_runs_reservation_id_pickup_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."pickup_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_link_permits" ADD CONSTRAINT "sms_link_permits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_link_permits" ADD CONSTRAINT "sms_link_permits_allowed_by_users_id_fk" FOREIGN KEY ("allowed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_template_id_sms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_once" ON "sms_messages" USING btree ("template_id","order_id","event","event_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider" ON "sms_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sms_messages_customer_time" ON "sms_messages" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_customer_name" ON "sms_templates" USING btree ("customer_id","name");