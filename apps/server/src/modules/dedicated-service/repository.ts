import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountManagers, customers } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The account manager the courier assigned to the customer, with the customer's service logo (none: null). */
export async function assignedManager(db: DbOrTx, scope: RowScope) {
  const [row] = await db
    .select({ manager: accountManagers, serviceLogo: customers.serviceLogo })
    .from(customers)
    .innerJoin(accountManagers, eq(accountManagers.customerId, customers.id))
    .where(eq(customers.id, scope.customerId));
  return row ?? null;
}
