import { DEFAULT_VOLUMETRIC_DIVISOR } from '@portal/shared/pricing';
import type { ExpressTypeLimit } from '@portal/shared/user-info';
import { eq } from 'drizzle-orm';
import { customerExpressTypes, products } from './schema/index.ts';

/**
 * A customer's products as the order rules and getUserInfo read them: the contract's limits with the product's
 * volumetric divisor beside them. Select these columns from `customerExpressTypes` left-joined on
 * `productOfExpressType`, then map each row with `toExpressTypeLimit`.
 */
export const expressTypeLimitColumns = { limit: customerExpressTypes, volumetricDivisor: products.volumetricDivisor };
export const productOfExpressType = eq(products.code, customerExpressTypes.typeName);

export function toExpressTypeLimit({
  limit,
  volumetricDivisor,
}: {
  limit: typeof customerExpressTypes.$inferSelect;
  volumetricDivisor: number | null;
}): ExpressTypeLimit {
  return {
    typeName: limit.typeName,
    productType: limit.productType,
    state: limit.state,
    maxWeight: limit.maxWeight,
    minimumWeight: limit.minimumWeight,
    expressLength: limit.length,
    expressHight: limit.height,
    expressWidth: limit.width,
    volumetricDivisor: volumetricDivisor ?? DEFAULT_VOLUMETRIC_DIVISOR,
  };
}
