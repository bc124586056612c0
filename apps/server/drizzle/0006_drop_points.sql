CREATE TABLE "drop_points" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"products" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drop_point_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_drop_point_code_drop_points_code_fk" FOREIGN KEY ("drop_point_code") REFERENCES "public"."drop_points"("code") ON DELETE no action ON UPDATE no action;