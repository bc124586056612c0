CREATE TABLE "api_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"latency_ms" integer NOT NULL,
	"idempotency_key" text,
	"request_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_calls" ADD CONSTRAINT "api_calls_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_calls" ADD CONSTRAINT "api_calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_calls_customer_at" ON "api_calls" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "api_calls_key_at" ON "api_calls" USING btree ("key_id","at");