-- The order management totals (getOrdersStatistics) sum parcels, COD and charges over every order the
-- filters match; with those three columns carried in the two list indexes the sums are read from the
-- index alone (an index-only scan) instead of one table row per order. docs/benchmarks.md "order-list".
-- Drizzle's index builder has no INCLUDE, so the schema file names the keys and this migration the rest.
DROP INDEX IF EXISTS "orders_customer_time";--> statement-breakpoint
CREATE INDEX "orders_customer_time" ON "orders" USING btree ("customer_id","created_at","id") INCLUDE ("package_count","cod_sen","total_sen");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_customer_status_time";--> statement-breakpoint
CREATE INDEX "orders_customer_status_time" ON "orders" USING btree ("customer_id","status","created_at","id") INCLUDE ("package_count","cod_sen","total_sen");
