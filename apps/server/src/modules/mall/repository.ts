import { type Lang, localizedName } from '@portal/shared/lang';
import {
  GIFT_DELIVERY_LABELS,
  type GiftCategory,
  type GiftDeliveryStatus,
  type GiftOrderRow,
  type GiftRow,
  giftOrderNo,
  LEVEL_RULES,
  levelReaches,
  type MemberLevel,
  POINTS_KIND_LABELS,
  type PointsLedgerKind,
  type PointsLogRow,
} from '@portal/shared/mall';
import type { MessageKey } from '@portal/shared/messages';
import type { Page, Paging } from '@portal/shared/table-config';
import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, giftOrders, mallGifts, pointsLedger } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The member mall's reads (issue 18): the catalogue, the points ledger's lines and the gift orders, each of one customer. */

export type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;

interface TimeFilter {
  createTimeStart?: string;
  createTimeEnd?: string;
}

function timeWhere(column: typeof pointsLedger.createdAt | typeof giftOrders.createdAt, filter: TimeFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.createTimeStart) parts.push(gte(column, malaysiaInstant(filter.createTimeStart)));
  if (filter.createTimeEnd) parts.push(lt(column, malaysiaEndBefore(filter.createTimeEnd)));
  return parts;
}

/** `mall/queryGoodsPage`: the gifts on offer, in the courier's order, each saying whether this member's level reaches it. */
export async function giftPage(
  db: DbOrTx,
  query: Paging & { category?: GiftCategory; keyword?: string },
  level: MemberLevel,
  lang: Lang,
  translate: Translate,
): Promise<Page<GiftRow>> {
  const word = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(mallGifts.active, true),
    query.category ? eq(mallGifts.category, query.category) : undefined,
    word
      ? or(ilike(mallGifts.nameEn, word), ilike(mallGifts.nameZh, word), ilike(mallGifts.nameMl, word), ilike(mallGifts.code, word))
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mallGifts)
      .where(where)
      .orderBy(asc(mallGifts.sort), asc(mallGifts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(mallGifts).where(where),
  ]);
  return {
    list: rows.map((g) => ({
      id: g.id,
      code: g.code,
      name: localizedName(g, lang),
      category: g.category as GiftCategory,
      pointsPrice: g.pointsPrice,
      stock: g.stock,
      minLevel: g.minLevel as MemberLevel,
      minLevelName: translate(LEVEL_RULES[g.minLevel as MemberLevel].label, lang),
      allowed: levelReaches(level, g.minLevel as MemberLevel),
    })),
    total: counted?.total ?? 0,
  };
}

/** The points log (points moved) or the growth log (growth moved) of the customer, newest first. */
export async function ledgerPage(
  db: DbOrTx,
  { customerId }: RowScope,
  of: 'points' | 'growth',
  query: Paging & TimeFilter,
  lang: Lang,
  translate: Translate,
): Promise<Page<PointsLogRow>> {
  const where = and(
    eq(pointsLedger.customerId, customerId),
    ne(of === 'points' ? pointsLedger.points : pointsLedger.growth, 0),
    ...timeWhere(pointsLedger.createdAt, query),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(pointsLedger).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as PointsLedgerKind,
      kindName: translate(POINTS_KIND_LABELS[r.kind as PointsLedgerKind] ?? 'mallKindOrder', lang),
      reference: r.reference,
      points: r.points,
      growth: r.growth,
      balanceAfter: r.pointsAfter,
      growthAfter: r.growthAfter,
      createdAt: r.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

type GiftOrderQuery = Paging & TimeFilter & { deliveryStatus?: GiftDeliveryStatus; orderNo?: string };

/** The filters of an exchange list: delivery state, order number (GF…), time. */
export function giftOrderFilters(query: GiftOrderQuery): SQL[] {
  const id = query.orderNo ? Number(/^GF(\d{1,10})$/i.exec(query.orderNo)?.[1] ?? 0) : null;
  return [
    query.deliveryStatus ? eq(giftOrders.deliveryStatus, query.deliveryStatus) : undefined,
    id === null ? undefined : eq(giftOrders.id, id),
    ...timeWhere(giftOrders.createdAt, query),
  ].filter((w): w is SQL => w !== undefined);
}

/** An exchange as its lists show it, the gift named in the reader's language. */
export function giftOrderRow(
  order: typeof giftOrders.$inferSelect,
  gift: typeof mallGifts.$inferSelect,
  lang: Lang,
  translate: Translate,
): GiftOrderRow {
  return {
    id: order.id,
    orderNo: giftOrderNo(order.id),
    giftCode: gift.code,
    giftName: localizedName(gift, lang),
    quantity: order.quantity,
    points: order.points,
    receiverName: order.receiverName,
    receiverTel: order.receiverTel,
    receiverPost: order.receiverPost,
    receiverAddress: [order.receiverAddress, order.receiverCity, order.receiverState].filter(Boolean).join(', '),
    deliveryStatus: order.deliveryStatus as GiftDeliveryStatus,
    deliveryStatusName: translate(GIFT_DELIVERY_LABELS[order.deliveryStatus as GiftDeliveryStatus], lang),
    waybillNo: order.waybillNo ?? '',
    createdAt: order.createdAt.toISOString(),
  };
}

/** `mall/queryGiftOrderRecordRaw`: the customer's exchanges with their delivery, newest first. */
export async function giftOrderPage(
  db: DbOrTx,
  { customerId }: RowScope,
  query: GiftOrderQuery,
  lang: Lang,
  translate: Translate,
): Promise<Page<GiftOrderRow>> {
  const where = and(eq(giftOrders.customerId, customerId), ...giftOrderFilters(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: giftOrders, gift: mallGifts })
      .from(giftOrders)
      .innerJoin(mallGifts, eq(mallGifts.id, giftOrders.giftId))
      .where(where)
      .orderBy(desc(giftOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(giftOrders).where(where),
  ]);
  return { list: rows.map(({ order, gift }) => giftOrderRow(order, gift, lang, translate)), total: counted?.total ?? 0 };
}

/** How many exchanges the customer made. */
export async function exchangeCount(db: DbOrTx, { customerId }: RowScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(giftOrders).where(eq(giftOrders.customerId, customerId));
  return row?.n ?? 0;
}

/** Whether the courier switched the mall on for the customer (grayscale isMallShow, spec 6). */
export async function mallShownTo(db: DbOrTx, { customerId }: RowScope): Promise<boolean> {
  const [customer] = await db.select({ isMallShow: customers.isMallShow }).from(customers).where(eq(customers.id, customerId));
  return !!customer?.isMallShow;
}
