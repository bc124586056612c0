import { Code } from '@portal/shared/codes';
import type { AssembledBoxPrint } from '@portal/shared/delivery-order';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryOrderBoxes, deliveryOrders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { boxesByNumber, boxesOfDos, linesOfDos } from './repository.ts';

/**
 * The print client's auto-match (spec 7 `/lpt/cmn/print/getPrintedDataOfAssembledForAutoMatch`):
 * a packer scans an assembled box and gets what was printed for it, to match the sheet put inside:
 * each printed DO in the box, its lines and this box's place among the DO's boxes.
 */
export async function printedDataOfBox(db: Db, scope: CustomerScope, packingNo: string): Promise<AssembledBoxPrint> {
  const [box] = await boxesByNumber(db, scope, [packingNo]);
  if (!box) throw new PortalError(Code.NOT_FOUND, 'boxNotFound', { packingNo });
  const dos = await db
    .select()
    .from(deliveryOrders)
    .innerJoin(deliveryOrderBoxes, eq(deliveryOrderBoxes.deliveryOrderId, deliveryOrders.id))
    .where(and(eq(deliveryOrderBoxes.boxId, box.id), eq(deliveryOrders.status, 'PRINTED'), isNotNull(deliveryOrders.printedAt)))
    .orderBy(asc(deliveryOrders.doNo));
  if (dos.length === 0) throw new PortalError(Code.CONFLICT, 'boxNotPrinted', { packingNo });
  const ids = dos.map((d) => d.delivery_orders.id);
  const [lines, boxes] = await Promise.all([linesOfDos(db, ids), boxesOfDos(db, ids)]);
  return {
    packingNo: box.packingNo,
    dos: dos.map(({ delivery_orders: d }) => {
      const all = boxes.get(d.id) ?? [];
      return {
        doNo: d.doNo,
        receiverName: d.receiverName,
        receiverAddress: d.receiverAddress,
        receiverPostcode: d.receiverPostcode,
        printCount: d.printCount,
        printedAt: d.printedAt!.toISOString(),
        boxIndex: all.indexOf(box.packingNo) + 1,
        boxCount: all.length,
        lines: (lines.get(d.id) ?? []).map(({ lineNo, itemCode, itemName, quantity }) => ({ lineNo, itemCode, itemName, quantity })),
      };
    }),
  };
}
