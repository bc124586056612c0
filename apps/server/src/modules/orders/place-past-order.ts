import type { InsertOrderParameter } from '@portal/shared/order-rules';
import { malaysiaDate } from '@portal/shared/time';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import { type OrderRow, writeOrder } from './order-statement.ts';
import { checkDomesticOrder, domesticOrderColumns, type PlaceDeps } from './place-order.ts';

/**
 * An order as of a past instant: the demo's seeded history (modules/simulator). The same checks of
 * product, weight, size, COD, places and price as insertOrder (`checkDomesticOrder` with the 'price'
 * rules: a pick-up time or pay method judged against today would refuse an order of last month),
 * the same columns and the same one statement (`writeOrder`), with its creation, status time and
 * PENDING event at `createdAt`. Never paid from the wallet (its ledger has no past); the pay method
 * must not be a wallet one. Throws when a rule refuses the order: the caller's data is wrong.
 */
export async function placePastOrder(
  deps: Omit<PlaceDeps, 'translate'>,
  caller: RowScope & { userId: number },
  input: InsertOrderParameter,
  { createdAt, waybillNo }: { createdAt: Date; waybillNo?: string },
): Promise<{ id: number; waybillNo: string }> {
  // A route without a tariff line is refused by the price (PortalError noTariff), as insertOrder refuses it.
  const checked = await checkDomesticOrder(deps, caller, input, 'price', malaysiaDate(0, createdAt));
  if (checked.issues.length || !checked.price || !checked.places)
    throw new Error(`past order refused: ${checked.issues.map((i) => `${i.field} ${i.key}`).join(', ')}`);
  const number = waybillNo ?? (await deps.waybills.next());
  const row: OrderRow = {
    waybillNo: number,
    customerId: caller.customerId,
    createdBy: caller.userId,
    clientRequestId: input.clientRequestId,
    kind: 'domestic',
    ...domesticOrderColumns(input, checked.places, checked.price),
    createdAt,
    updatedAt: createdAt,
    statusAt: createdAt,
  };
  if (!(await writeOrder(deps, row, null, caller.userId))) throw new Error(`past order ${number} not written`);
  const [placed] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.waybillNo, number));
  return { id: placed!.id, waybillNo: number };
}
