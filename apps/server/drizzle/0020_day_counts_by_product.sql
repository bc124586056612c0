ALTER TABLE "order_day_counts" ADD COLUMN "express_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_customer_product_time" ON "orders" USING btree ("customer_id","express_type","created_at","id");--> statement-breakpoint
-- The statement triggers of 0008/0009/0012 now count by product too: a product filter on my waybills and order
-- management reads its tabs, totals and list total from the counts by day instead of the orders.
CREATE OR REPLACE FUNCTION "order_day_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, express_type, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, malaysia_day(created_at), status, express_type, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
    coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
    count(*) FILTER (WHERE cod_sen > 0), coalesce(sum(cod_collected_sen) FILTER (WHERE cod_sen > 0), 0)
  FROM added GROUP BY 1, 2, 3, 4;
  INSERT INTO order_day_deliveries (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills)
  SELECT customer_id, malaysia_day(created_at), express_type, route_class(sender_prov, receiver_prov),
    promised_max_days(sender_prov, receiver_prov), order_delivery_days(picked_up_at, signed_at), count(*)
  FROM added WHERE status = 'SIGNED' AND kind = 'domestic' GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, express_type, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, malaysia_day(created_at), status, express_type, -count(*), -sum(package_count), -sum(cod_sen), -sum(total_sen),
    -coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
    -count(*) FILTER (WHERE cod_sen > 0), -coalesce(sum(cod_collected_sen) FILTER (WHERE cod_sen > 0), 0)
  FROM removed GROUP BY 1, 2, 3, 4;
  INSERT INTO order_day_deliveries (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills)
  SELECT customer_id, malaysia_day(created_at), express_type, route_class(sender_prov, receiver_prov),
    promised_max_days(sender_prov, receiver_prov), order_delivery_days(picked_up_at, signed_at), -count(*)
  FROM removed WHERE status = 'SIGNED' AND kind = 'domestic' GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, express_type, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, day, status, express_type, sum(n), sum(pieces), sum(cod), sum(total), sum(wallet), sum(cod_n), sum(collected)
  FROM (
    SELECT customer_id, malaysia_day(created_at) AS day, status, express_type, -1 AS n, -package_count::bigint AS pieces, -cod_sen AS cod,
      -total_sen AS total, CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN -total_sen ELSE 0 END AS wallet,
      CASE WHEN cod_sen > 0 THEN -1 ELSE 0 END AS cod_n,
      CASE WHEN cod_sen > 0 THEN -coalesce(cod_collected_sen, 0) ELSE 0 END AS collected FROM removed
    UNION ALL
    SELECT customer_id, malaysia_day(created_at), status, express_type, 1, package_count, cod_sen, total_sen,
      CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN total_sen ELSE 0 END,
      CASE WHEN cod_sen > 0 THEN 1 ELSE 0 END, CASE WHEN cod_sen > 0 THEN coalesce(cod_collected_sen, 0) ELSE 0 END FROM added
  ) moved
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(cod) <> 0 OR sum(total) <> 0 OR sum(wallet) <> 0
    OR sum(cod_n) <> 0 OR sum(collected) <> 0;
  INSERT INTO order_day_deliveries (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills)
  SELECT customer_id, day, express_type, route_class, promised_days, delivery_days, sum(n)
  FROM (
    SELECT customer_id, malaysia_day(created_at) AS day, express_type, route_class(sender_prov, receiver_prov) AS route_class,
      promised_max_days(sender_prov, receiver_prov) AS promised_days, order_delivery_days(picked_up_at, signed_at) AS delivery_days,
      -1 AS n
    FROM removed WHERE status = 'SIGNED' AND kind = 'domestic'
    UNION ALL
    SELECT customer_id, malaysia_day(created_at), express_type, route_class(sender_prov, receiver_prov),
      promised_max_days(sender_prov, receiver_prov), order_delivery_days(picked_up_at, signed_at), 1
    FROM added WHERE status = 'SIGNED' AND kind = 'domestic'
  ) moved
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(n) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The counts so far, recounted by product, settled.
DELETE FROM "order_day_counts";--> statement-breakpoint
INSERT INTO "order_day_counts" (customer_id, day, status, express_type, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen, settled)
SELECT customer_id, malaysia_day(created_at), status, express_type, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
  coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
  count(*) FILTER (WHERE cod_sen > 0), coalesce(sum(cod_collected_sen) FILTER (WHERE cod_sen > 0), 0), true
FROM "orders" GROUP BY 1, 2, 3, 4;
