import { ORDER_LIMITS, PAY_METHODS, type PayMethod } from '@portal/shared/order';
import type { OrderContext } from '@portal/shared/order-rules';
import type { ExpressTypeLimit } from '@portal/shared/user-info';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerExpressTypes, customers } from '../../db/schema/index.ts';

/** A customer's order limits plus what the server needs beyond them (wallet, terms). */
export interface CustomerOrderContext extends OrderContext {
  openPrepay: number;
  shippingTermsFlag: number;
}

const isPayMethod = (m: string): m is PayMethod => (PAY_METHODS as readonly string[]).includes(m);

/** The limits the order rules read, straight from the customer's contract (never from the request). */
export async function loadOrderContext(db: DbOrTx, customerId: number, now = new Date()): Promise<CustomerOrderContext> {
  const [[customer], productRows] = await Promise.all([
    db
      .select({
        realityWeight: customers.realityWeight,
        maxValue: customers.maxValue,
        codLimit: customers.codLimit,
        payMethods: customers.payMethods,
        openPrepay: customers.openPrepay,
        shippingTermsFlag: customers.shippingTermsFlag,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
    db.select().from(customerExpressTypes).where(eq(customerExpressTypes.customerId, customerId)).orderBy(asc(customerExpressTypes.id)),
  ]);
  const products: ExpressTypeLimit[] = productRows.map((p) => ({
    typeName: p.typeName,
    productType: p.productType,
    state: p.state,
    maxWeight: p.maxWeight,
    minimumWeight: p.minimumWeight,
    expressLength: p.length,
    expressHight: p.height,
    expressWidth: p.width,
  }));
  return {
    products,
    realityWeightG: customer?.realityWeight ?? null,
    maxValueSen: customer?.maxValue ?? null,
    codLimitSen: customer?.codLimit ?? null,
    maxMultiPacks: ORDER_LIMITS.defaultMaxMultiPacks,
    payMethods: (customer?.payMethods ?? []).filter(isPayMethod),
    now,
    openPrepay: customer?.openPrepay ?? 2,
    shippingTermsFlag: customer?.shippingTermsFlag ?? 0,
  };
}
