import type { Lang } from '@portal/shared/lang';
import { maskEmail, maskIdNumber, type OrderDetail, type PlainTextType } from '@portal/shared/order-manage';
import { gramsToKg } from '@portal/shared/weight';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products, promotions, trackingEvents } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import { iso, listColumns, toListRow } from './manage-rows.ts';

/** One order's receiver phone or address as stored, or null when the customer has no such waybill. */
export async function orderPlainText(db: DbOrTx, { customerId }: RowScope, waybillNo: string, type: PlainTextType): Promise<string | null> {
  const column = {
    tel: orders.receiverTel,
    address: orders.receiverAddress,
    email: orders.receiverEmail,
    passport: orders.receiverPassport,
  }[type];
  const [row] = await db
    .select({ text: column })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.waybillNo, waybillNo)));
  return row ? (row.text ?? '') : null;
}

/** An order with its tracking events, oldest first; null when the customer has no such waybill. */
export async function orderDetail(db: DbOrTx, { customerId }: RowScope, waybillNo: string, lang: Lang): Promise<OrderDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      senderTel: orders.senderTel,
      senderPostcode: orders.senderPostcode,
      senderProv: orders.senderProv,
      senderCity: orders.senderCity,
      senderAddress: orders.senderAddress,
      goodsName: orders.goodsName,
      goodsType: orders.goodsType,
      brandName: orders.brandName,
      goodsNumber: orders.goodsNumber,
      lengthCm: orders.lengthCm,
      widthCm: orders.widthCm,
      heightCm: orders.heightCm,
      volumetricWeightG: orders.volumetricWeightG,
      chargeableWeightG: orders.chargeableWeightG,
      declaredValueSen: orders.declaredValueSen,
      goodsValueSen: orders.goodsValueSen,
      freightSen: orders.freightSen,
      insuranceSen: orders.insuranceSen,
      codFeeSen: orders.codFeeSen,
      discountSen: orders.discountSen,
      promotionName: promotions.name,
      pickupAt: orders.pickupAt,
      dropPointCode: orders.dropPointCode,
      remark: orders.remark,
      sortCode: orders.sortCode,
      cancelledAt: orders.cancelledAt,
      hub: orders.destination,
      shippingTerms: orders.shippingTerms,
      receiverEmail: orders.receiverEmail,
      receiverPassport: orders.receiverPassport,
    })
    .from(orders)
    .leftJoin(products, eq(products.code, orders.expressType))
    .leftJoin(promotions, eq(promotions.id, orders.promotionId))
    .where(and(eq(orders.customerId, customerId), eq(orders.waybillNo, waybillNo)));
  if (!row) return null;
  const events = await db
    .select({ status: trackingEvents.status, location: trackingEvents.location, at: trackingEvents.at })
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, row.id))
    .orderBy(asc(trackingEvents.at), asc(trackingEvents.id));
  return {
    ...toListRow(row, lang),
    senderTel: row.senderTel,
    senderPostcode: row.senderPostcode,
    senderProv: row.senderProv,
    senderCity: row.senderCity,
    senderAddress: row.senderAddress,
    goodsName: row.goodsName,
    goodsType: row.goodsType,
    brandName: row.brandName,
    goodsNumber: row.goodsNumber,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    volumetricWeightKg: gramsToKg(row.volumetricWeightG),
    chargeableWeightKg: gramsToKg(row.chargeableWeightG),
    declaredValueSen: row.declaredValueSen,
    goodsValueSen: row.goodsValueSen,
    freightSen: row.freightSen,
    insuranceSen: row.insuranceSen,
    codFeeSen: row.codFeeSen,
    discountSen: row.discountSen,
    promotion: row.promotionName ? row.promotionName[lang] : null,
    pickupTime: iso(row.pickupAt),
    dropPointCode: row.dropPointCode,
    remark: row.remark,
    sortCode: row.sortCode,
    cancelTime: iso(row.cancelledAt),
    abroad:
      row.kind === 'international'
        ? {
            destination: row.hub ?? '',
            shippingTerms: row.shippingTerms,
            receiverEmail: maskEmail(row.receiverEmail ?? ''),
            receiverPassport: maskIdNumber(row.receiverPassport ?? ''),
          }
        : null,
    events: events.map((e) => ({ status: e.status, location: e.location, time: e.at.toISOString() })),
  };
}
