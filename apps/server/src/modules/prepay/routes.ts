import { emptyParameter } from '@portal/shared/api';
import { formatRinggit } from '@portal/shared/money';
import type { PrepayAccount } from '@portal/shared/user-info';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../app.ts';
import { customers, wallets } from '../../db/schema/index.ts';

/** The prepaid wallet as the shell shows it (spec 3 "Advance payment"); amounts in sen. */
export function prepayRoutes(deps: Deps): void {
  const { app, db } = deps;

  app.portal.endpoint({
    name: 'prepay/selectAccount',
    access: 'customer',
    parameter: emptyParameter,
    handler: async ({ caller }): Promise<PrepayAccount> => {
      const [row] = await db
        .select({ openPrepay: customers.openPrepay, balance: wallets.balanceSen })
        .from(customers)
        .leftJoin(wallets, eq(wallets.customerId, customers.id))
        .where(eq(customers.id, caller.customerId!));
      const amount = row?.balance ?? 0;
      return { accountAmount: amount, accountAmountFormat: formatRinggit(amount), openPrepay: row?.openPrepay ?? 2 };
    },
  });
}
