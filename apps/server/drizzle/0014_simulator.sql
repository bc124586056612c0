CREATE TABLE "simulator_lives" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"pace" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"sent_steps" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simulator_lives" ADD CONSTRAINT "simulator_lives_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulator_lives_open" ON "simulator_lives" USING btree ("order_id") WHERE not "simulator_lives"."done";