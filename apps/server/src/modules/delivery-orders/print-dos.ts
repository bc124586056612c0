import { Code } from '@portal/shared/codes';
import { canPrintDo, type DoStatus } from '@portal/shared/delivery-order';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, deliveryOrders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { renderDoSheets, type SheetTexts } from './do-sheet.ts';
import { boxesOfDos, dosByNumber, linesOfDos } from './repository.ts';

/**
 * packingPrintValidateAndUpdate: the sheets of the DOs asked for, in that order, as one PDF; each
 * DO is marked PRINTED with its print count raised, in the transaction that drew it, so a sheet
 * that failed to draw is never counted. All or nothing: one DO not found, cancelled or not yet in
 * a box refuses the print.
 */
export async function printDos(db: Db, scope: CustomerScope, doNos: string[], texts: SheetTexts): Promise<{ pdf: Buffer; sheets: number }> {
  const wanted = [...new Set(doNos)];
  return db.transaction(async (tx) => {
    const dos = new Map((await dosByNumber(tx, scope, wanted, true)).map((d) => [d.doNo, d]));
    const missing = wanted.find((n) => !dos.has(n));
    if (missing) throw new PortalError(Code.NOT_FOUND, 'doNotFound', { doNo: missing });
    for (const d of dos.values()) {
      if (d.status === 'CANCELLED') throw new PortalError(Code.CONFLICT, 'doCancelledAlready', { doNo: d.doNo });
      if (!canPrintDo(d.status as DoStatus)) throw new PortalError(Code.CONFLICT, 'doNotPacked', { doNo: d.doNo });
    }
    const ids = [...dos.values()].map((d) => d.id);
    // One after another: a transaction's queries share one connection.
    const lines = await linesOfDos(tx, ids);
    const boxes = await boxesOfDos(tx, ids);
    const [shipper] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, scope.customerId));
    const printedAt = new Date();
    const pdf = await renderDoSheets(
      wanted.map((n) => {
        const d = dos.get(n)!;
        return {
          doNo: d.doNo,
          shipper: shipper?.name ?? '',
          receiver: { name: d.receiverName, tel: d.receiverTel, address: d.receiverAddress, postcode: d.receiverPostcode },
          lines: (lines.get(d.id) ?? []).map(({ lineNo, itemCode, itemName, quantity }) => ({ lineNo, itemCode, itemName, quantity })),
          packingNos: boxes.get(d.id) ?? [],
          printCount: d.printCount + 1,
          printedAt,
        };
      }),
      texts,
    );
    await tx
      .update(deliveryOrders)
      .set({ status: 'PRINTED', printCount: sql`${deliveryOrders.printCount} + 1`, printedAt })
      .where(inArray(deliveryOrders.id, ids));
    return { pdf, sheets: wanted.length };
  });
}
