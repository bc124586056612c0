CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contract_no" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"renewal" text,
	"renewal_at" timestamp with time zone,
	"renewal_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"tone" text DEFAULT 'red' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"express_type" text NOT NULL,
	"route_class" text NOT NULL,
	"promised_days" smallint NOT NULL,
	"delivery_days" smallint,
	"waybills" integer NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD COLUMN "cod_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD COLUMN "cod_collected_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_renewal_by_users_id_fk" FOREIGN KEY ("renewal_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_starts" ON "announcements" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contracts_no" ON "customer_contracts" USING btree ("customer_id","contract_no");--> statement-breakpoint
CREATE INDEX "customer_contracts_customer_end" ON "customer_contracts" USING btree ("customer_id","end_date");--> statement-breakpoint
CREATE INDEX "order_day_deliveries_customer_day" ON "order_day_deliveries" USING btree ("customer_id","day");--> statement-breakpoint
-- Issue 15, the dashboard's figures (docs/decisions.md "Dashboard figures"). The route rules of
-- packages/shared/src/delivery-time.ts in SQL, for the triggers: routeClass and promisedDays().max, with the
-- East Malaysian states of shared/pricing.ts EAST_MALAYSIA_STATES. delivery-time.test (server side) compares
-- them with the TypeScript for every pair of states.
CREATE FUNCTION "is_east_malaysia"(state text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT state IN ('Sabah', 'Sarawak', 'W.P. Labuan') $$;--> statement-breakpoint
CREATE FUNCTION "route_class"(from_state text, to_state text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN is_east_malaysia(from_state) OR is_east_malaysia(to_state) THEN 'eastMalaysia'
    WHEN from_state = to_state THEN 'withinState' ELSE 'peninsular' END $$;--> statement-breakpoint
CREATE FUNCTION "promised_max_days"(from_state text, to_state text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN is_east_malaysia(from_state) OR is_east_malaysia(to_state)
      THEN CASE WHEN from_state = to_state THEN 3 ELSE 7 END
    ELSE CASE WHEN from_state = to_state THEN 1 ELSE 3 END END)::smallint $$;--> statement-breakpoint
-- Measured D+n (shared deliveryDays): Malaysian calendar days from the pick-up's day to the signing's, never
-- below 0; null without a pick-up scan (said outright: greatest() passes over a null).
CREATE FUNCTION "order_delivery_days"(picked_up_at timestamptz, signed_at timestamptz) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN picked_up_at IS NOT NULL AND signed_at IS NOT NULL
    THEN greatest(0, malaysia_day(signed_at) - malaysia_day(picked_up_at))::smallint END $$;--> statement-breakpoint
-- The same statement triggers as 0008/0009 now also carry the COD orders and the cash collected for them (cash
-- reported on a parcel without COD is not COD collected), and write the
-- signed domestic parcels' delivery rows: one function call per statement, one grouped insert per table.
CREATE OR REPLACE FUNCTION "order_day_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
    coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
    count(*) FILTER (WHERE cod_sen > 0), coalesce(sum(cod_collected_sen) FILTER (WHERE cod_sen > 0), 0)
  FROM added GROUP BY 1, 2, 3;
  INSERT INTO order_day_deliveries (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills)
  SELECT customer_id, malaysia_day(created_at), express_type, route_class(sender_prov, receiver_prov),
    promised_max_days(sender_prov, receiver_prov), order_delivery_days(picked_up_at, signed_at), count(*)
  FROM added WHERE status = 'SIGNED' AND kind = 'domestic' GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, malaysia_day(created_at), status, -count(*), -sum(package_count), -sum(cod_sen), -sum(total_sen),
    -coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
    -count(*) FILTER (WHERE cod_sen > 0), -coalesce(sum(cod_collected_sen) FILTER (WHERE cod_sen > 0), 0)
  FROM removed GROUP BY 1, 2, 3;
  INSERT INTO order_day_deliveries (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills)
  SELECT customer_id, malaysia_day(created_at), express_type, route_class(sender_prov, receiver_prov),
    promised_max_days(sender_prov, receiver_prov), order_delivery_days(picked_up_at, signed_at), -count(*)
  FROM removed WHERE status = 'SIGNED' AND kind = 'domestic' GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen)
  SELECT customer_id, day, status, sum(n), sum(pieces), sum(cod), sum(total), sum(wallet), sum(cod_n), sum(collected)
  FROM (
    SELECT customer_id, malaysia_day(created_at) AS day, status, -1 AS n, -package_count::bigint AS pieces, -cod_sen AS cod,
      -total_sen AS total, CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN -total_sen ELSE 0 END AS wallet,
      CASE WHEN cod_sen > 0 THEN -1 ELSE 0 END AS cod_n,
      CASE WHEN cod_sen > 0 THEN -coalesce(cod_collected_sen, 0) ELSE 0 END AS collected FROM removed
    UNION ALL
    SELECT customer_id, malaysia_day(created_at), status, 1, package_count, cod_sen, total_sen,
      CASE WHEN pay_method IN ('PP_CASH', 'PP_PM') THEN total_sen ELSE 0 END,
      CASE WHEN cod_sen > 0 THEN 1 ELSE 0 END, CASE WHEN cod_sen > 0 THEN coalesce(cod_collected_sen, 0) ELSE 0 END FROM added
  ) moved
  GROUP BY 1, 2, 3
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
-- The counts so far, recounted with the new figures, settled; the signed parcels so far, settled.
DELETE FROM "order_day_counts";--> statement-breakpoint
INSERT INTO "order_day_counts" (customer_id, day, status, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen, settled)
SELECT customer_id, malaysia_day(created_at), status, count(*), sum(package_count), sum(cod_sen), sum(total_sen),
  coalesce(sum(total_sen) FILTER (WHERE pay_method IN ('PP_CASH', 'PP_PM')), 0),
  count(*) FILTER (WHERE cod_sen > 0), coalesce(sum(cod_collected_sen) FILTER (WHERE cod_sen > 0), 0), true
FROM "orders" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "order_day_deliveries" (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills, settled)
SELECT customer_id, malaysia_day(created_at), express_type, route_class(sender_prov, receiver_prov),
  promised_max_days(sender_prov, receiver_prov), order_delivery_days(picked_up_at, signed_at), count(*), true
FROM "orders" WHERE status = 'SIGNED' AND kind = 'domestic' GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- The folding job finds the groups that have deltas through this index alone (as order_day_counts_deltas).
CREATE INDEX "order_day_deliveries_deltas" ON "order_day_deliveries" ("customer_id", "day") WHERE NOT "settled";--> statement-breakpoint
-- The dashboard's figures are a grant now (the hidden page `dashboard`, db/seed/catalogue.ts): every customer
-- already here keeps seeing them. The catalogue rows are written again, complete, at every start.
INSERT INTO "functions" (id, parent_id, path, url, redirect, sort, state, scope, name_zh, name_en, name_ml) VALUES
  (16, 0, 'home', 'Layout', '/home/dashboard', 16, 1, 'CUSTOMER', '首页', 'Home', 'Laman utama'),
  (1601, 16, 'dashboard', 'dashboard', '', 1, 1, 'CUSTOMER', '数据看板', 'Dashboard figures', 'Angka papan pemuka')
ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO "customer_functions" (customer_id, function_id) SELECT id, 1601 FROM "customers" ON CONFLICT DO NOTHING;
