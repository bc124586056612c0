-- Shop orders read before postcodes were kept as five-digit text: an export's number cell wrote 01000 as 1000.
UPDATE "commerce_orders" SET "receiver_postcode" = '0' || "receiver_postcode" WHERE "receiver_postcode" ~ '^[0-9]{4}$';
