import { Code } from '@portal/shared/codes';
import { canEdit } from '@portal/shared/order';
import type { Db } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import { type ChangeAuthor, orderFieldChanges, recordOrderChanges } from './order-changes.ts';
import { customsLines, findOrder, lockOrder, removeCustomsLine } from './repository.ts';

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

/** getOrderCustoms.do: the customs lines of one of the customer's orders. */
export async function readCustomsLines(db: Db, scope: RowScope, waybillNo: string) {
  const order = await findOrder(db, scope, waybillNo);
  if (!order) throw notFound();
  return customsLines(db, order);
}

/**
 * delCustoms.do: removes one customs line of a PENDING order, under its row lock; the declared value
 * and goods count follow, and their change is in the edit log. The last line stays: a declaration needs one.
 */
export function removeCustomsLineOf(db: Db, scope: ChangeAuthor, waybillNo: string, lineNo: number) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, waybillNo);
    if (!order) throw notFound();
    if (!canEdit(order.status)) throw new PortalError(Code.CONFLICT, 'orderNotEditable');
    const lines = await customsLines(tx, order);
    if (!lines.some((l) => l.lineNo === lineNo)) throw new PortalError(Code.NOT_FOUND, 'customsLineNotFound');
    if (lines.length === 1) throw new PortalError(Code.CONFLICT, 'customsLastLine');
    const after = await removeCustomsLine(tx, order, lineNo);
    await recordOrderChanges(tx, scope, order, orderFieldChanges(order, after));
    return { waybillNo, lines: lines.length - 1 };
  });
}
