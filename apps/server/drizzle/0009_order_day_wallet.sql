ALTER TABLE "order_day_counts" ADD COLUMN "wallet_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 14: the summary's "Charged" is what the wallet holds of the orders, the prices of the wallet-paid ones
-- (PP_CASH, PP_PM: WALLET_PAY_METHODS in packages/shared/src/order.ts) that are not cancelled. The counts by day carry
-- that part of total_sen beside it; a change of pay method alone moves it too.
CREATE OR REPLACE FUNCTION "order_day_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen)
  SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
    coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0)
  FROM added GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen)
  SELECT customer_id, malaysia_day(created_at), status, -count(*), -sum(package_count), -sum(cod_sen), -sum(total_sen),
    -coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0)
  FROM removed GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen)
  SELECT customer_id, day, status, sum(n), sum(pieces), sum(cod), sum(total), sum(wallet)
  FROM (
    SELECT customer_id, malaysia_day(created_at) AS day, status, -1 AS n, -package_count::bigint AS pieces, -cod_sen AS cod,
      -total_sen AS total, CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN -total_sen ELSE 0 END AS wallet FROM removed
    UNION ALL
    SELECT customer_id, malaysia_day(created_at), status, 1, package_count, cod_sen, total_sen,
      CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN total_sen ELSE 0 END FROM added
  ) moved
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(cod) <> 0 OR sum(total) <> 0 OR sum(wallet) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The counts so far, recounted with the wallet's part, settled.
DELETE FROM "order_day_counts";--> statement-breakpoint
INSERT INTO "order_day_counts" (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, settled)
SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
  coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0), true
FROM "orders" GROUP BY 1, 2, 3;
