import { Code } from '@portal/shared/codes';
import { AWAITING_PICKUP_STATUSES, type PayMethod } from '@portal/shared/order';
import { ORDER_EDITED_EVENT } from '@portal/shared/order-edit';
import { codIssues } from '@portal/shared/order-rules';
import { codFeeSen, orderTotalSen } from '@portal/shared/pricing';
import type { UpdateCodParameter, UpdatedCod } from '@portal/shared/waybills';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { WalletService } from '../prepay/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import { chargeChange } from './edit-order.ts';
import { type ChangeAuthor, orderFieldChanges, recordOrderChanges } from './order-changes.ts';
import type { OrderContexts } from './order-context.ts';
import { lockOrder } from './repository.ts';

export interface UpdateCodDeps {
  db: Db;
  contexts: OrderContexts;
  wallet: WalletService;
  tracking: TrackingService;
}

/**
 * updateCod.do (issue 15): a new COD amount for a waybill not yet picked up (PENDING, PUSAT_DISPATCH,
 * DISPATCH), under the order's row lock, so a pick-up scan and the change run one after the other
 * and the change sees the scan (then refused). The amount follows the COD rules of placing (the
 * customer's COD limit, no COD when the receiver pays; none abroad). The COD fee follows the amount,
 * so the price moves: a wallet-paid waybill's wallet moves by the difference through the wallet
 * service, as an edit's does (`chargeChange`: `waybill#n` for the waybill's n-th change). The change
 * is an ORDER_EDITED tracking event and lines of the edit log, in the same transaction. The same
 * amount again changes nothing.
 */
export async function updateCod(
  { db, contexts, wallet, tracking }: UpdateCodDeps,
  caller: ChangeAuthor,
  { waybillNo, codSen }: UpdateCodParameter,
): Promise<UpdatedCod> {
  const ctx = await contexts.load(caller);
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, caller, waybillNo);
      if (!order) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      if (order.kind !== 'domestic') throw new PortalError(Code.BAD_PARAMETER, 'codNotAbroad');
      if (!(AWAITING_PICKUP_STATUSES as readonly string[]).includes(order.status)) throw new PortalError(Code.CONFLICT, 'codNotChangeable');
      const [issue] = codIssues({ codSen, payMethod: order.payMethod as PayMethod }, ctx);
      if (issue) throw new PortalError(Code.BAD_PARAMETER, issue.key, issue.params);
      const unchanged = { waybillNo, previousCodSen: order.codSen, codSen, previousTotalSen: order.totalSen, totalSen: order.totalSen };
      if (order.codSen === codSen) return { ...unchanged, chargedSen: 0, refundedSen: 0, edit: 0 };

      const fee = codFeeSen(codSen, ctx.codFee);
      const columns = { codSen, codFeeSen: fee, totalSen: orderTotalSen({ ...order, codFeeSen: fee }) };
      const after = { payMethod: order.payMethod, totalSen: columns.totalSen };
      const { edit, change } = await chargeChange({ wallet, tracking }, tx, caller, order, after, 'COD amount changed');
      await tx
        .update(orders)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await tracking.record(tx, {
        orderId: order.id,
        kind: ORDER_EDITED_EVENT,
        detail: {
          by: caller.userId,
          edit,
          previousCodSen: order.codSen,
          codSen,
          previousTotalSen: order.totalSen,
          totalSen: columns.totalSen,
          walletSen: -change,
        },
      });
      await recordOrderChanges(tx, caller, order, orderFieldChanges(order, { codSen, totalSen: columns.totalSen }, 'cod'));
      return {
        ...unchanged,
        totalSen: columns.totalSen,
        chargedSen: Math.max(change, 0),
        refundedSen: Math.max(-change, 0),
        edit,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new PortalError(Code.CONFLICT, 'orderEditConflict');
    throw err;
  }
}
