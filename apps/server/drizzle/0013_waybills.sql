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
ALTER TABLE "order_day_counts" ADD COLUMN "cod_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD COLUMN "cod_collected_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_customer_time" ON "order_changes" USING btree ("customer_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "order_changes_customer_waybill" ON "order_changes" USING btree ("customer_id","waybill_no","changed_at");--> statement-breakpoint
CREATE INDEX "order_changes_order" ON "order_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_receiver_tel" ON "orders" USING btree ("customer_id","receiver_tel");--> statement-breakpoint
CREATE INDEX "orders_customer_receiver_name" ON "orders" USING btree ("customer_id",lower("receiver_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_signed" ON "orders" USING btree ("customer_id","signed_at","created_at","id") WHERE "orders"."signed_at" is not null;--> statement-breakpoint
-- Issue 15, my waybills: the counts by day also carry how many orders have COD and the cash collected on the signed
-- ones, so the COD states (awaiting, collected, returned uncollected) and the COD collected total of whole days are
-- read from them. A scan that signs a parcel updates its order (tracking/settle.ts), which moves it between status
-- groups with its collected cash; a COD change before pick-up moves it between COD and not.
CREATE OR REPLACE FUNCTION "order_day_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
    coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
    count(*) FILTER (WHERE cod_sen > 0), coalesce(sum(cod_collected_sen), 0)
  FROM added GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, malaysia_day(created_at), status, -count(*), -sum(package_count), -sum(cod_sen), -sum(total_sen),
    -coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
    -count(*) FILTER (WHERE cod_sen > 0), -coalesce(sum(cod_collected_sen), 0)
  FROM removed GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, day, status, sum(n), sum(pieces), sum(cod), sum(total), sum(wallet), sum(cod_n), sum(collected)
  FROM (
    SELECT customer_id, malaysia_day(created_at) AS day, status, -1 AS n, -package_count::bigint AS pieces, -cod_sen AS cod,
      -total_sen AS total, CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN -total_sen ELSE 0 END AS wallet,
      CASE WHEN cod_sen > 0 THEN -1 ELSE 0 END AS cod_n, -coalesce(cod_collected_sen, 0) AS collected FROM removed
    UNION ALL
    SELECT customer_id, malaysia_day(created_at), status, 1, package_count, cod_sen, total_sen,
      CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN total_sen ELSE 0 END,
      CASE WHEN cod_sen > 0 THEN 1 ELSE 0 END, coalesce(cod_collected_sen, 0) FROM added
  ) moved
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(cod) <> 0 OR sum(total) <> 0 OR sum(wallet) <> 0 OR sum(cod_n) <> 0
    OR sum(collected) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The counts so far, recounted with the COD figures, settled.
DELETE FROM "order_day_counts";--> statement-breakpoint
INSERT INTO "order_day_counts" (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen, settled)
SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
  coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
  count(*) FILTER (WHERE cod_sen > 0), coalesce(sum(cod_collected_sen), 0), true
FROM "orders" GROUP BY 1, 2, 3;--> statement-breakpoint
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
