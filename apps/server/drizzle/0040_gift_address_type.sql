-- A gift receiver's address type is the number of the courier's address types (getAddressTypes), not the
-- web form's own HOME / OFFICE / SHOP (issue 28): the old words are mapped to their numbers.
ALTER TABLE "gift_orders" ALTER COLUMN "receiver_address_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "gift_orders" ALTER COLUMN "receiver_address_type" SET DATA TYPE smallint USING (CASE "receiver_address_type" WHEN 'HOME' THEN 1 WHEN 'OFFICE' THEN 2 WHEN 'SHOP' THEN 3 WHEN '1' THEN 1 WHEN '2' THEN 2 WHEN '3' THEN 3 WHEN '4' THEN 4 ELSE 1 END);--> statement-breakpoint
ALTER TABLE "gift_orders" ALTER COLUMN "receiver_address_type" SET DEFAULT 1;--> statement-breakpoint
UPDATE "payments" SET "gift" = jsonb_set("gift", '{receiverAddressType}', to_jsonb(CASE "gift"->>'receiverAddressType' WHEN 'HOME' THEN 1 WHEN 'OFFICE' THEN 2 WHEN 'SHOP' THEN 3 ELSE 1 END)) WHERE "gift" IS NOT NULL AND jsonb_typeof("gift"->'receiverAddressType') = 'string';
--> statement-breakpoint
UPDATE "topup_gifts" SET "receiver" = jsonb_set("receiver", '{receiverAddressType}', to_jsonb(CASE "receiver"->>'receiverAddressType' WHEN 'HOME' THEN 1 WHEN 'OFFICE' THEN 2 WHEN 'SHOP' THEN 3 ELSE 1 END)) WHERE jsonb_typeof("receiver"->'receiverAddressType') = 'string';
