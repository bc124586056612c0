CREATE TABLE "order_day_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"pieces" bigint NOT NULL,
	"cod_sen" bigint NOT NULL,
	"total_sen" bigint NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_day_counts_customer_day" ON "order_day_counts" USING btree ("customer_id","day");--> statement-breakpoint
-- The folding job finds the groups that have deltas through this index alone.
CREATE INDEX "order_day_counts_deltas" ON "order_day_counts" ("customer_id","day") WHERE NOT "settled";--> statement-breakpoint
-- The Malaysian calendar day of an instant: UTC+8 all year (no daylight saving since 1982), written
-- as an offset so it needs no time-zone database.
CREATE FUNCTION "malaysia_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '8 hours')::date $$;--> statement-breakpoint
-- Statement triggers with transition tables: one grouped insert per statement, however many orders
-- it touched (an import of a thousand orders writes a handful of delta rows, not a thousand).
CREATE FUNCTION "order_day_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen)
  SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen)
  FROM added GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_day_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen)
  SELECT customer_id, malaysia_day(created_at), status, -count(*), -sum(package_count), -sum(cod_sen), -sum(total_sen)
  FROM removed GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves an order out of its old group and into its new one; groups whose figures did not
-- change (a label printed, a remark edited) write nothing.
CREATE FUNCTION "order_day_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen)
  SELECT customer_id, day, status, sum(n), sum(pieces), sum(cod), sum(total)
  FROM (
    SELECT customer_id, malaysia_day(created_at) AS day, status, -1 AS n, -package_count::bigint AS pieces, -cod_sen AS cod, -total_sen AS total FROM removed
    UNION ALL
    SELECT customer_id, malaysia_day(created_at), status, 1, package_count, cod_sen, total_sen FROM added
  ) moved
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(cod) <> 0 OR sum(total) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_day_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_added();--> statement-breakpoint
CREATE TRIGGER "orders_day_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_removed();--> statement-breakpoint
CREATE TRIGGER "orders_day_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_changed();--> statement-breakpoint
-- The orders placed before this migration, settled.
INSERT INTO "order_day_counts" (customer_id, day, status, orders, pieces, cod_sen, total_sen, settled)
SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen), true
FROM "orders" GROUP BY 1, 2, 3;
