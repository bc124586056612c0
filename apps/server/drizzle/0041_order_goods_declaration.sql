-- Spec 5's goods declaration (issue 28): the goods type, brand and what the goods are worth are asked of every
-- order now. Orders placed before keep null for type and brand; the value they declared (and insured) or, abroad,
-- their customs total becomes their goods value.
ALTER TABLE "orders" ADD COLUMN "goods_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "brand_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "declared_value_sen" bigint;--> statement-breakpoint
UPDATE "orders" SET "declared_value_sen" = "goods_value_sen" WHERE "goods_value_sen" > 0;
