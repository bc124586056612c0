import { ORDER_LIMITS, PAY_METHODS, type PayMethod } from '@portal/shared/order';
import type { OrderContext } from '@portal/shared/order-rules';
import { type CodFeeRule, DEFAULT_COD_FEE } from '@portal/shared/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { expressTypeLimitColumns, productOfExpressType, toExpressTypeLimit } from '../../db/express-type-limits.ts';
import { codTerms, customerExpressTypes, customers, products } from '../../db/schema/index.ts';
import { InvalidatingCache } from '../../lib/cache.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { RowScope } from '../../lib/scope.ts';

/** A customer's order limits plus what the server needs beyond them (wallet, terms). */
export interface CustomerOrderContext extends OrderContext {
  /** The COD fee its orders are priced with: its COD terms, or the standard fee. */
  codFee: CodFeeRule;
  openPrepay: number;
  shippingTermsFlag: number;
}

const isPayMethod = (m: string): m is PayMethod => (PAY_METHODS as readonly string[]).includes(m);

/** The limits the order rules read, straight from the customer's contract (never from the request). */
async function loadOrderContext(db: DbOrTx, customerId: number, now = new Date()): Promise<CustomerOrderContext> {
  const [[customer], productRows] = await Promise.all([
    db
      .select({
        realityWeight: customers.realityWeight,
        maxValue: customers.maxValue,
        codLimit: customers.codLimit,
        payMethods: customers.payMethods,
        openPrepay: customers.openPrepay,
        shippingTermsFlag: customers.shippingTermsFlag,
        codFeeRateBp: codTerms.feeRateBp,
        codFeeMinSen: codTerms.feeMinSen,
      })
      .from(customers)
      .leftJoin(codTerms, eq(codTerms.customerId, customers.id))
      .where(eq(customers.id, customerId)),
    db
      .select(expressTypeLimitColumns)
      .from(customerExpressTypes)
      .leftJoin(products, productOfExpressType)
      .where(eq(customerExpressTypes.customerId, customerId))
      .orderBy(asc(customerExpressTypes.id)),
  ]);
  return {
    products: productRows.map(toExpressTypeLimit),
    realityWeightG: customer?.realityWeight ?? null,
    maxValueSen: customer?.maxValue ?? null,
    codLimitSen: customer?.codLimit ?? null,
    maxMultiPacks: ORDER_LIMITS.defaultMaxMultiPacks,
    payMethods: (customer?.payMethods ?? []).filter(isPayMethod),
    now,
    openPrepay: customer?.openPrepay ?? 2,
    shippingTermsFlag: customer?.shippingTermsFlag ?? 0,
    codFee: { rateBp: customer?.codFeeRateBp ?? DEFAULT_COD_FEE.rateBp, minSen: customer?.codFeeMinSen ?? DEFAULT_COD_FEE.minSen },
  };
}

/** How long a process trusts its copy of a contract when no change notice comes (a frozen flag: 30 s too). */
const CONTEXT_TTL_MS = 30_000;

/**
 * Customers' order contexts kept per process: every price asked for and every order placed reads the
 * contract, and contracts change rarely. A `customer:<id>` change notice (or `*`) drops the copy at
 * once in every process; without one, a copy is read again after 30 s. The clock (`now`) is never
 * cached.
 */
export class OrderContexts {
  private readonly cache = new InvalidatingCache<CustomerOrderContext>(CONTEXT_TTL_MS);

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    changes.watch({ customer: (id) => this.cache.invalidate(String(id)), all: () => this.cache.clear() });
  }

  async load({ customerId }: RowScope, now = new Date()): Promise<CustomerOrderContext> {
    const ctx = await this.cache.load(String(customerId), () => loadOrderContext(this.db, customerId));
    return { ...ctx!, now };
  }
}
