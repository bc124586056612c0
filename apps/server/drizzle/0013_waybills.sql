CREATE TABLE "order_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"waybill_no" text NOT NULL,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"before" text DEFAULT '' NOT NULL,
	"after" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"login_code" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The COD columns of order_day_counts and their triggers come from 0012 (the dashboard), which my waybills read too.
CREATE INDEX "order_changes_customer_time" ON "order_changes" USING btree ("customer_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "order_changes_customer_waybill" ON "order_changes" USING btree ("customer_id","waybill_no","changed_at");--> statement-breakpoint
CREATE INDEX "order_changes_order" ON "order_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_receiver_tel" ON "orders" USING btree ("customer_id","receiver_tel");--> statement-breakpoint
CREATE INDEX "orders_customer_receiver_name" ON "orders" USING btree ("customer_id",lower("receiver_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_signed" ON "orders" USING btree ("customer_id","signed_at","created_at","id") WHERE "orders"."signed_at" is not null;--> statement-breakpoint
-- The edit log of what happened before it existed: an edit's tracking event kept only its price before and after
-- (edit-order.ts), so an earlier edit is logged as its price change; a cancellation from the portal (an event that
-- is not a scan) as the status it left.
INSERT INTO "order_changes" (customer_id, order_id, waybill_no, kind, field, before, after, user_id, login_code, changed_at)
SELECT o.customer_id, o.id, o.waybill_no, 'edit', 'totalSen', e.detail->>'previousTotalSen', e.detail->>'totalSen', u.id,
  coalesce(u.login_code, ''), e.at
FROM tracking_events e
JOIN orders o ON o.id = e.order_id
LEFT JOIN users u ON u.id = CASE WHEN e.detail->>'by' ~ '^[0-9]+$' THEN (e.detail->>'by')::integer END
WHERE e.status = 'ORDER_EDITED' AND e.detail->>'previousTotalSen' IS NOT NULL AND e.detail->>'totalSen' IS NOT NULL
  AND e.detail->>'previousTotalSen' <> e.detail->>'totalSen'
ORDER BY e.at, e.id;--> statement-breakpoint
INSERT INTO "order_changes" (customer_id, order_id, waybill_no, kind, field, before, after, user_id, login_code, changed_at)
SELECT o.customer_id, o.id, o.waybill_no, 'cancel', 'status', 'PENDING', 'CANCEL_ORDER', u.id, coalesce(u.login_code, ''), e.at
FROM tracking_events e
JOIN orders o ON o.id = e.order_id
LEFT JOIN users u ON u.id = CASE WHEN e.detail->>'by' ~ '^[0-9]+$' THEN (e.detail->>'by')::integer END
WHERE e.status = 'CANCEL_ORDER' AND e.scan_code IS NULL
ORDER BY e.at, e.id;
