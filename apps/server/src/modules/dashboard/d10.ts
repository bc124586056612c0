import { D10_DAYS, type D10Data } from '@portal/shared/claims';
import { DAY_MS, malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import { and, asc, count, eq, isNotNull, isNull, lt, notExists, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claims, orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** A parcel that went back to the shipper or was cancelled is not waiting for delivery. */
const SETTLED = ['SIGNED', 'RETURNED', 'CANCEL_ORDER'];

/**
 * `getD10ClaimsData` (the dashboard's D10 card, issue 18): the customer's parcels picked up on a
 * Malaysian day at least ten days before today and still not signed for (nor returned or cancelled),
 * the longest waiting first (up to 100 listed, all counted); candidates for a claim, so a parcel whose
 * claim was approved (paid to the wallet or the statement) is not one any more.
 */
export async function d10Parcels(db: DbOrTx, { customerId }: RowScope, now: Date = new Date()): Promise<D10Data> {
  // Picked up before the start of the Malaysian day nine days ago = on day (today - 10) or earlier.
  const before = malaysiaInstant(`${malaysiaDate(-(D10_DAYS - 1), now)} 00:00:00`);
  const where = and(
    eq(orders.customerId, customerId),
    isNotNull(orders.pickedUpAt),
    lt(orders.pickedUpAt, before),
    isNull(orders.signedAt),
    notInArray(orders.status, SETTLED),
    notExists(
      db
        .select({ one: claims.id })
        .from(claims)
        .where(and(eq(claims.customerId, orders.customerId), eq(claims.waybillNo, orders.waybillNo), eq(claims.status, 'APPROVED'))),
    ),
  );
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({ waybillNo: orders.waybillNo, status: orders.status, pickedUpAt: orders.pickedUpAt, receiverCity: orders.receiverCity })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.pickedUpAt))
      .limit(100),
  ]);
  const today = Date.parse(malaysiaDate(0, now));
  return {
    count: Number(counted?.n ?? 0),
    list: rows.map((r) => ({
      waybillNo: r.waybillNo,
      status: r.status,
      pickedUpAt: r.pickedUpAt!.toISOString(),
      days: Math.round((today - Date.parse(malaysiaDate(0, r.pickedUpAt!))) / DAY_MS),
      receiverCity: r.receiverCity,
    })),
  };
}
