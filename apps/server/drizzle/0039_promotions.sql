CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"rate_bp" integer NOT NULL,
	"product" text,
	"zones" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD COLUMN "discount_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "discount_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_in_force" ON "promotions" USING btree ("ends_on") WHERE "promotions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promotion" ON "orders" USING btree ("promotion_id") WHERE "orders"."promotion_id" is not null;