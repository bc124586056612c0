import { type DoStatus, receiverKey } from '@portal/shared/delivery-order';
import { DAY_MS } from '@portal/shared/time';
import type { Tx } from '../../db/client.ts';
import { deliveryOrderBoxes, deliveryOrderLines, deliveryOrders, packingBoxes } from '../../db/schema/index.ts';

interface DemoReceiver {
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverAddress: string;
}

/** Two docks the demo's shipper delivers to: a retail chain's distribution centre and a wholesaler. */
const DOCKS: readonly DemoReceiver[] = [
  {
    receiverName: 'Mydin Distribution Centre Shah Alam',
    receiverTel: '0355102200',
    receiverPostcode: '40150',
    receiverAddress: 'Lot 2, Jalan Jubli Perak 22/1, Seksyen 22, Shah Alam, Selangor',
  },
  {
    receiverName: 'Syarikat Borong Sentosa',
    receiverTel: '0332918800',
    receiverPostcode: '41050',
    receiverAddress: 'No. 8, Jalan Kasuarina 3, Bandar Botanic, Klang, Selangor',
  },
];

const GOODS = [
  { itemCode: 'DT-RICE-5', itemName: 'Beras Wangi 5 kg' },
  { itemCode: 'DT-OIL-2', itemName: 'Cooking oil 2 L' },
  { itemCode: 'DT-MILO-1', itemName: 'Milo 1 kg refill' },
  { itemCode: 'DT-TEH-500', itemName: 'Teh 500 g' },
];

/** The demo's DOs: one or two in every state, so DO management, binding and printing have something to show. */
const DEMO_DOS: readonly { doNo: string; dock: number; status: DoStatus; boxes: string[] }[] = [
  { doNo: 'DO-2611-0001', dock: 0, status: 'WAITING_PACK', boxes: [] },
  { doNo: 'DO-2611-0002', dock: 1, status: 'WAITING_PACK', boxes: [] },
  { doNo: 'DO-2611-0003', dock: 0, status: 'PACKED', boxes: ['CTN-0001', 'CTN-0002'] },
  { doNo: 'DO-2611-0004', dock: 1, status: 'PACKED', boxes: ['CTN-0003'] },
  { doNo: 'DO-2611-0005', dock: 0, status: 'PRINTED', boxes: ['CTN-0004'] },
  { doNo: 'DO-2611-0006', dock: 1, status: 'CANCELLED', boxes: [] },
];

/** Adds the demo's delivery orders, their goods and their packed boxes (a box goes to one dock). */
export async function seedDemoDeliveryOrders(tx: Tx, owner: { customerId: number; userId: number }): Promise<void> {
  const now = Date.now();
  const rows = await tx
    .insert(deliveryOrders)
    .values(
      DEMO_DOS.map((d, i) => {
        const dock = DOCKS[d.dock]!;
        const createdAt = new Date(now - (DEMO_DOS.length - i) * DAY_MS);
        return {
          customerId: owner.customerId,
          createdBy: owner.userId,
          doNo: d.doNo,
          ...dock,
          receiverKey: receiverKey(dock),
          status: d.status,
          createdAt,
          printCount: d.status === 'PRINTED' ? 1 : 0,
          printedAt: d.status === 'PRINTED' ? new Date(createdAt.getTime() + 3_600_000) : null,
          cancelledAt: d.status === 'CANCELLED' ? new Date(createdAt.getTime() + 7_200_000) : null,
        };
      }),
    )
    .returning({ id: deliveryOrders.id, doNo: deliveryOrders.doNo, receiverKey: deliveryOrders.receiverKey });
  await tx
    .insert(deliveryOrderLines)
    .values(
      rows.flatMap((row, i) =>
        GOODS.slice(0, 2 + (i % 3)).map((g, line) => ({ deliveryOrderId: row.id, lineNo: line + 1, ...g, quantity: 10 * (line + 1) + i })),
      ),
    );
  for (const [i, d] of DEMO_DOS.entries()) {
    const row = rows[i]!;
    for (const packingNo of d.boxes) {
      const [box] = await tx
        .insert(packingBoxes)
        .values({ customerId: owner.customerId, packingNo, receiverKey: row.receiverKey })
        .returning({ id: packingBoxes.id });
      await tx.insert(deliveryOrderBoxes).values({ deliveryOrderId: row.id, boxId: box!.id, boundBy: owner.userId });
    }
  }
}
