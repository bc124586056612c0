ALTER TABLE "cod_terms" ALTER COLUMN "fee_rate_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cod_terms" ALTER COLUMN "fee_rate_bp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_terms" ALTER COLUMN "fee_min_sen" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cod_terms" ALTER COLUMN "fee_min_sen" DROP NOT NULL;--> statement-breakpoint
-- Rows the remittance run made took the table's old defaults (3%, RM 4.00) as a remittance fee on top of the
-- COD fee in the order's price: they go back to the standard COD fee (docs/decisions.md "COD remittance").
UPDATE "cod_terms" SET "fee_rate_bp" = NULL, "fee_min_sen" = NULL WHERE "fee_rate_bp" = 300 AND "fee_min_sen" = 400;
