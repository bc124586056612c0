import { Code } from '@portal/shared/codes';
import { canCancel, paysFromWallet } from '@portal/shared/order';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { WalletService } from '../prepay/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import { type ChangeAuthor, orderFieldChanges, recordOrderChanges } from './order-changes.ts';
import { lockOrder } from './repository.ts';

/**
 * cancelOrder.do: a PENDING order of the caller's customer becomes CANCEL_ORDER, and a wallet-paid
 * one gets its price back exactly once (the ledger's unique reference). The order's row is locked,
 * so of cancels sent at once one cancels; every other is refused as already cancelled and writes
 * nothing (no second event, no second refund, no second line in the edit log). Null when the customer has no such
 * waybill. `now` is the time of the cancellation (the demo's seeded history cancels as of the past).
 */
export async function cancelOrder(
  { db, wallet, tracking }: { db: Db; wallet: WalletService; tracking: TrackingService },
  caller: ChangeAuthor,
  waybillNo: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, caller, waybillNo);
    if (!order) return null;
    if (order.status === 'CANCEL_ORDER') throw new PortalError(Code.CONFLICT, 'orderAlreadyCancelled');
    if (!canCancel(order.status)) throw new PortalError(Code.CONFLICT, 'orderNotCancellable');
    await tx.update(orders).set({ status: 'CANCEL_ORDER', statusAt: now, cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await tracking.record(tx, { orderId: order.id, kind: 'CANCEL_ORDER', detail: { by: caller.userId }, at: now });
    await recordOrderChanges(tx, caller, order, orderFieldChanges(order, { status: 'CANCEL_ORDER' }, 'cancel'), now);
    const refunded =
      paysFromWallet(order.payMethod) && order.totalSen > 0
        ? await wallet.creditOnce(tx, caller, order.totalSen, waybillNo, 'Order cancelled')
        : false;
    return { waybillNo, status: 'CANCEL_ORDER', refundedSen: refunded ? order.totalSen : 0 };
  });
}
