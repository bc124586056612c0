import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { type CreateGiftOrderInput, giftOrderNo, LEVEL_RULES, levelOf, levelReaches, type MemberLevel } from '@portal/shared/mall';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftOrders, mallGifts } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { Translate } from './repository.ts';
import type { PointsService } from './service.ts';

/**
 * `mall/createGiftOrder`: exchanges points for a gift in one transaction. The stock is taken by a
 * conditional UPDATE of the gift's row (never below zero: of many exchanges racing for the last one,
 * one takes it), the gift order is written, and PointsService spends the points with a conditional
 * UPDATE of the member's row (never below zero); a refusal at any step rolls back all of it. The gift
 * row is always taken before the member's, so two exchanges never wait on each other in a circle.
 */
export async function createGiftOrder(
  db: Db,
  points: PointsService,
  scope: CustomerScope,
  input: CreateGiftOrderInput,
  lang: Lang,
  translate: Translate,
): Promise<{ orderNo: string; points: number; stock: number }> {
  // What was paid up to now counts before the balance is checked.
  await points.accrue(db, scope);
  const [gift] = await db
    .select()
    .from(mallGifts)
    .where(and(eq(mallGifts.id, input.giftId), eq(mallGifts.active, true)));
  if (!gift) throw new PortalError(Code.NOT_FOUND, 'mallGiftNotFound');
  const level = levelOf((await points.balance(db, scope)).growth);
  const giftLevel = gift.minLevel as MemberLevel;
  if (!levelReaches(level, giftLevel))
    throw new PortalError(Code.FORBIDDEN, 'mallLevelTooLow', { level: translate(LEVEL_RULES[giftLevel].label, lang) });
  const max = LEVEL_RULES[level].maxPerExchange;
  if (input.quantity > max) throw new PortalError(Code.BAD_PARAMETER, 'mallTooManyForLevel', { max });
  const cost = gift.pointsPrice * input.quantity;

  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(mallGifts)
      .set({ stock: sql`${mallGifts.stock} - ${input.quantity}`, updatedAt: new Date() })
      .where(and(eq(mallGifts.id, gift.id), eq(mallGifts.active, true), gte(mallGifts.stock, input.quantity)))
      .returning({ stock: mallGifts.stock });
    if (!taken) {
      const [now] = await tx.select({ stock: mallGifts.stock }).from(mallGifts).where(eq(mallGifts.id, gift.id));
      throw new PortalError(Code.CONFLICT, 'mallGiftOutOfStock', { stock: now?.stock ?? 0 });
    }
    const [order] = await tx
      .insert(giftOrders)
      .values({
        customerId: scope.customerId,
        userId: scope.userId,
        giftId: gift.id,
        quantity: input.quantity,
        points: cost,
        receiverName: input.receiverName,
        receiverTel: input.receiverTel,
        receiverPost: input.receiverPost,
        receiverState: input.receiverState || input.receiverProvince,
        receiverCity: input.receiverCity,
        receiverArea: input.receiverArea,
        receiverAddressType: input.receiverAddressType,
        receiverAddress: input.receiverAddress,
      })
      .returning({ id: giftOrders.id });
    const orderNo = giftOrderNo(order!.id);
    const left = await points.spend(tx, scope, cost, orderNo);
    return { orderNo, points: left, stock: taken.stock };
  });
}
