import { Code } from '@portal/shared/codes';
import { canCancelDo, type DoStatus } from '@portal/shared/delivery-order';
import { and, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryOrderBoxes, deliveryOrders, packingBoxes } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { dosByNumber } from './repository.ts';

/**
 * doinfoOrder/cancelOrder: the DOs asked for, all or none. A cancelled DO leaves its boxes, and a
 * box left holding nothing is removed so its packing number can be used again; the DO number
 * stays taken (the receiver's purchasing system knows the DO by it). Cancelling twice is refused.
 */
export async function cancelDos(db: Db, scope: CustomerScope, doNos: string[]): Promise<{ cancelled: number }> {
  const wanted = [...new Set(doNos)];
  return db.transaction(async (tx) => {
    const dos = new Map((await dosByNumber(tx, scope, wanted, true)).map((d) => [d.doNo, d]));
    const missing = wanted.find((n) => !dos.has(n));
    if (missing) throw new PortalError(Code.NOT_FOUND, 'doNotFound', { doNo: missing });
    const done = [...dos.values()].find((d) => !canCancelDo(d.status as DoStatus));
    if (done) throw new PortalError(Code.CONFLICT, 'doCancelledAlready', { doNo: done.doNo });
    const ids = [...dos.values()].map((d) => d.id);
    const freed = await tx
      .delete(deliveryOrderBoxes)
      .where(inArray(deliveryOrderBoxes.deliveryOrderId, ids))
      .returning({ boxId: deliveryOrderBoxes.boxId });
    const boxIds = [...new Set(freed.map((f) => f.boxId))];
    if (boxIds.length)
      await tx
        .delete(packingBoxes)
        .where(
          and(
            inArray(packingBoxes.id, boxIds),
            notExists(tx.select({ one: sql`1` }).from(deliveryOrderBoxes).where(sql`${deliveryOrderBoxes.boxId} = ${packingBoxes.id}`)),
          ),
        );
    await tx.update(deliveryOrders).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(inArray(deliveryOrders.id, ids));
    return { cancelled: ids.length };
  });
}
