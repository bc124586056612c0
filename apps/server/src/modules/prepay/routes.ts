import { emptyParameter } from '@portal/shared/api';
import { formatRinggit } from '@portal/shared/money';
import { type PrepayAccount, WALLET_PAGE } from '@portal/shared/user-info';
import type { FastifyInstance } from 'fastify';
import type { PrepayDeps } from './module.ts';

/** The prepaid wallet as the shell shows it (spec 3 "Advance payment"); amounts in sen. */
export function prepayRoutes(app: FastifyInstance, { db, wallet }: PrepayDeps): void {
  app.portal.endpoint({
    name: 'prepay/selectAccount',
    access: 'customer',
    pages: [WALLET_PAGE],
    parameter: emptyParameter,
    handler: async ({ scope }): Promise<PrepayAccount> => {
      const { balanceSen, openPrepay } = await wallet.account(db, scope);
      return { accountAmount: balanceSen, accountAmountFormat: formatRinggit(balanceSen), openPrepay };
    },
  });
}
