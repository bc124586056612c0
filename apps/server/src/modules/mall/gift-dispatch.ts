import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import {
  type AdminGiftOrderRow,
  GIFT_DELIVERY_LABELS,
  type GiftDeliveryStatus,
  giftDeliveryBefore,
  giftOrderNo,
  type MoveGiftDeliveryInput,
} from '@portal/shared/mall';
import type { Page } from '@portal/shared/table-config';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, giftOrders, mallGifts } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { NotificationService } from '../notifications/service.ts';
import { giftOrderFilters, giftOrderRow, type Translate } from './repository.ts';

/**
 * The gift store's dispatch desk (admin menu 909, issue 18): every customer's exchanges, sent out under
 * a waybill and then recorded delivered, each step told to the member in its notification centre.
 */

/** `mall/listGiftOrders`: every customer's exchanges (or one customer's, by its code), oldest first when filtered to one state. */
export async function listGiftOrders(
  db: Db,
  query: Parameters<typeof giftOrderFilters>[0] & { customerCode?: string },
  lang: Lang,
  translate: Translate,
): Promise<Page<AdminGiftOrderRow>> {
  const where = and(...giftOrderFilters(query), query.customerCode ? eq(customers.code, query.customerCode.toUpperCase()) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: giftOrders, gift: mallGifts, customerCode: customers.code, customerName: customers.name })
      .from(giftOrders)
      .innerJoin(mallGifts, eq(mallGifts.id, giftOrders.giftId))
      .innerJoin(customers, eq(customers.id, giftOrders.customerId))
      .where(where)
      // A desk works the queue from its oldest: by state, oldest first; unfiltered, newest first.
      .orderBy(query.deliveryStatus ? giftOrders.id : desc(giftOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(giftOrders).innerJoin(customers, eq(customers.id, giftOrders.customerId)).where(where),
  ]);
  return {
    list: rows.map(({ order, gift, customerCode, customerName }) => ({
      ...giftOrderRow(order, gift, lang, translate),
      customerCode,
      customerName,
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * `mall/moveGiftDelivery`: one step of an exchange's delivery, as one conditional UPDATE (the state it
 * must be in), so two clerks pressing at once move it once and the second is told where it stands. The
 * member's notice is written in the same transaction, once per step.
 */
export async function moveGiftDelivery(
  db: Db,
  notifications: NotificationService,
  input: MoveGiftDeliveryInput,
  lang: Lang,
  translate: Translate,
): Promise<{ id: number; deliveryStatus: GiftDeliveryStatus; waybillNo: string }> {
  return db.transaction(async (tx) => {
    const before = giftDeliveryBefore(input.status);
    const [moved] = await tx
      .update(giftOrders)
      .set({
        deliveryStatus: input.status,
        ...(input.status === 'SHIPPED' ? { waybillNo: input.waybillNo! } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(giftOrders.id, input.id), eq(giftOrders.deliveryStatus, before)))
      .returning();
    if (!moved) {
      const [order] = await tx.select({ status: giftOrders.deliveryStatus }).from(giftOrders).where(eq(giftOrders.id, input.id));
      if (!order) throw new PortalError(Code.NOT_FOUND, 'mallGiftOrderNotFound');
      throw new PortalError(Code.CONFLICT, 'mallDeliveryMoved', {
        status: translate(GIFT_DELIVERY_LABELS[order.status as GiftDeliveryStatus], lang),
        next: translate(GIFT_DELIVERY_LABELS[input.status], lang),
      });
    }
    const [gift] = await tx
      .select({ zh: mallGifts.nameZh, en: mallGifts.nameEn, ml: mallGifts.nameMl })
      .from(mallGifts)
      .where(eq(mallGifts.id, moved.giftId));
    const orderNo = giftOrderNo(moved.id);
    await notifications.notify(
      tx,
      { customerId: moved.customerId },
      input.status === 'SHIPPED' ? 'giftShipped' : 'giftDelivered',
      orderNo,
      { orderNo, waybillNo: moved.waybillNo ?? '', gift_zh: gift?.zh ?? '', gift_en: gift?.en ?? '', gift_ml: gift?.ml ?? '' },
      input.status === 'SHIPPED' ? (moved.waybillNo ?? undefined) : undefined,
    );
    return { id: moved.id, deliveryStatus: input.status, waybillNo: moved.waybillNo ?? '' };
  });
}
