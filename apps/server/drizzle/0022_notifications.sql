CREATE TABLE "notification_read_marks" (
	"user_id" integer NOT NULL,
	"msg_type" smallint NOT NULL,
	"read_through" bigint NOT NULL,
	CONSTRAINT "notification_read_marks_user_id_msg_type_pk" PRIMARY KEY("user_id","msg_type")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"notification_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"msg_type" smallint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"params" jsonb NOT NULL,
	"waybill_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once" ON "notifications" USING btree ("customer_id","kind","reference");--> statement-breakpoint
CREATE INDEX "notifications_customer_type" ON "notifications" USING btree ("customer_id","msg_type","id");