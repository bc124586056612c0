import { Code } from '@portal/shared/codes';
import type { GiftCategory, GiftRecord, MemberLevel, SaveGiftInput } from '@portal/shared/mall';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { giftOrders, mallGifts } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';

/** The courier's gift store (admin menu 909, mallGifts): the catalogue with stock, kept by the courier's staff. */

const notFound = () => new PortalError(Code.NOT_FOUND, 'mallGiftNotFound');

/** `mall/listGifts`: every gift, offered or not, with how many were exchanged. */
export async function listGifts(db: DbOrTx): Promise<GiftRecord[]> {
  const [gifts, totals] = await Promise.all([
    db.select().from(mallGifts).orderBy(asc(mallGifts.sort), asc(mallGifts.id)),
    db
      .select({ giftId: giftOrders.giftId, exchanged: sql<number>`sum(${giftOrders.quantity})::int` })
      .from(giftOrders)
      .groupBy(giftOrders.giftId),
  ]);
  const exchanged = new Map(totals.map((r) => [r.giftId, Number(r.exchanged)]));
  return gifts.map((gift) => ({
    id: gift.id,
    code: gift.code,
    nameZh: gift.nameZh,
    nameEn: gift.nameEn,
    nameMl: gift.nameMl,
    category: gift.category as GiftCategory,
    pointsPrice: gift.pointsPrice,
    stock: gift.stock,
    minLevel: gift.minLevel as MemberLevel,
    active: gift.active,
    sort: gift.sort,
    exchanged: exchanged.get(gift.id) ?? 0,
  }));
}

/** `mall/saveGift`: adds a gift (stock 0) or changes one's details; a code is one gift's. */
export async function saveGift(db: Db, input: SaveGiftInput): Promise<{ id: number }> {
  const { id, ...values } = input;
  try {
    if (id === undefined) {
      const [row] = await db.insert(mallGifts).values(values).returning({ id: mallGifts.id });
      return { id: row!.id };
    }
    const [row] = await db
      .update(mallGifts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mallGifts.id, id))
      .returning({ id: mallGifts.id });
    if (!row) throw notFound();
    return { id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError(Code.BAD_PARAMETER, 'mallGiftCodeTaken');
    throw error;
  }
}

/**
 * `mall/addGiftStock`: stock received (or written off, negative) as one conditional UPDATE, so it adds up
 * with exchanges running at the same time and never goes below zero.
 */
export async function addGiftStock(db: Db, id: number, quantity: number): Promise<{ stock: number }> {
  const [row] = await db
    .update(mallGifts)
    .set({ stock: sql`${mallGifts.stock} + ${quantity}`, updatedAt: new Date() })
    .where(sql`${mallGifts.id} = ${id} and ${mallGifts.stock} + ${quantity} >= 0`)
    .returning({ stock: mallGifts.stock });
  if (row) return row;
  const [gift] = await db.select({ stock: mallGifts.stock }).from(mallGifts).where(eq(mallGifts.id, id));
  if (!gift) throw notFound();
  throw new PortalError(Code.CONFLICT, 'mallStockBelowZero', { stock: gift.stock });
}
