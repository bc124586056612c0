import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { canEdit, type OrderKind, paysFromWallet } from '@portal/shared/order';
import {
  editWalletChangeSen,
  ORDER_EDITED_EVENT,
  type UpdatedOrder,
  type UpdateInternationalOrderParameter,
  type UpdateOrderParameter,
} from '@portal/shared/order-edit';
import type { PriceBreakdown } from '@portal/shared/pricing';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderCustoms, orders } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError, rulesBroken } from '../../lib/errors.ts';
import { type ChangeAuthor, orderFieldChanges, recordOrderChanges } from './order-changes.ts';
import type { OrderRow } from './order-statement.ts';
import { checkInternationalOrder, customsRows, internationalOrderColumns, quoteInternational } from './place-international-order.ts';
import { checkDomesticOrder, domesticOrderColumns, type PlaceDeps } from './place-order.ts';
import { findOrder, lockOrder } from './repository.ts';

/** An edit uses what placing uses: the same rules, prices, wallet and tracking. */
export type EditDeps = PlaceDeps;

/** Whose order, and who edits it. */
type Caller = ChangeAuthor;

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

/** The refusals that do not depend on the new fields: whose order, which kind, which status. */
function refuseOrder(order: { kind: string; status: string } | undefined, kind: OrderKind): asserts order {
  if (!order) throw notFound();
  if (order.kind !== kind)
    throw new PortalError(Code.BAD_PARAMETER, order.kind === 'international' ? 'editAsInternational' : 'editAsDomestic');
  if (!canEdit(order.status)) throw new PortalError(Code.CONFLICT, 'orderNotEditable');
}

/** The order as it stands (no lock): refused early, before its new fields are checked and priced. */
async function currentOrder(db: DbOrTx, caller: Caller, waybillNo: string, kind: OrderKind) {
  refuseOrder(await findOrder(db, caller, waybillNo), kind);
}

/**
 * What a change of a placed order (an edit, a COD change) does to the wallet, inside its transaction
 * and under the order's row lock: it is the order's n-th change (edits and COD changes count
 * together, as their ORDER_EDITED events), and the wallet moves by the difference between what it
 * holds of the old price and of the new one (`editWalletChangeSen`) with a ledger line ORDER_EDIT
 * `waybill#n`: unique, so no change moves the wallet twice. A debit the balance cannot cover throws.
 */
export async function chargeChange(
  { wallet, tracking }: Pick<EditDeps, 'wallet' | 'tracking'>,
  tx: Tx,
  caller: Caller,
  order: { id: number; waybillNo: string; payMethod: string; totalSen: number },
  after: { payMethod: string; totalSen: number },
  note: string,
): Promise<{ edit: number; change: number }> {
  const edit = (await tracking.countOf(tx, order.id, ORDER_EDITED_EVENT)) + 1;
  const reference = `${order.waybillNo}#${edit}`;
  const change = editWalletChangeSen(order, after);
  if (change > 0) await wallet.debit(tx, caller, change, reference, 'ORDER_EDIT');
  // Under the row lock this change's number is new; a line already there means the lock did not hold.
  if (change < 0 && !(await wallet.creditOnce(tx, caller, -change, reference, note, 'ORDER_EDIT')))
    throw new PortalError(Code.CONFLICT, 'orderEditConflict');
  return { edit, change };
}

/**
 * Rewrites a PENDING order under one transaction that holds its row (SELECT ... FOR UPDATE), so two
 * edits, or an edit and a cancel, of one order run one after the other and each sees the other's
 * result. The wallet moves as `chargeChange` says; a debit the balance cannot cover throws and the
 * whole edit is undone. Each field it changes is a line of the edit log (order-changes.ts), in the
 * same transaction. The waybill number, customer and request id never change.
 */
async function applyEdit(
  { db, wallet, tracking }: EditDeps,
  caller: Caller,
  waybillNo: string,
  kind: OrderKind,
  columns: Partial<OrderRow> & { payMethod: string; totalSen: number },
  price: PriceBreakdown,
  customs: ReturnType<typeof customsRows> | null,
): Promise<UpdatedOrder> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, caller, waybillNo);
      refuseOrder(order, kind);
      const { edit, change } = await chargeChange({ wallet, tracking }, tx, caller, order, columns, 'Order edited');
      await tx
        .update(orders)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      if (customs) {
        await tx.delete(orderCustoms).where(eq(orderCustoms.orderId, order.id));
        await tx.insert(orderCustoms).values(customs.map((line) => ({ ...line, orderId: order.id })));
      }
      await tracking.record(tx, {
        orderId: order.id,
        kind: ORDER_EDITED_EVENT,
        detail: { by: caller.userId, edit, previousTotalSen: order.totalSen, totalSen: columns.totalSen, walletSen: -change },
      });
      await recordOrderChanges(tx, caller, order, orderFieldChanges(order, columns));
      return {
        waybillNo,
        status: order.status,
        price,
        previousTotalSen: order.totalSen,
        chargedSen: Math.max(change, 0),
        refundedSen: Math.max(-change, 0),
        edit,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new PortalError(Code.CONFLICT, 'orderEditConflict');
    throw err;
  }
}

const walletOpen = (payMethod: string, openPrepay: number) => {
  if (paysFromWallet(payMethod) && openPrepay !== 1) throw new PortalError(Code.BAD_PARAMETER, 'walletNotOpen');
};

/** updateOrder.do: a domestic PENDING order checked and priced as insertOrder would, then rewritten. */
export async function editDomesticOrder(deps: EditDeps, caller: Caller, input: UpdateOrderParameter, lang: Lang): Promise<UpdatedOrder> {
  await currentOrder(deps.db, caller, input.waybillNo, 'domestic');
  const checked = await checkDomesticOrder(deps, caller, input);
  if (checked.issues.length || !checked.price || !checked.places) throw rulesBroken(checked.issues, deps.translate, lang);
  walletOpen(input.payMethod, checked.ctx.openPrepay);
  const { tariffId: _line, promotion: _promotion, ...price } = checked.price;
  const columns = domesticOrderColumns(input, checked.places, checked.price);
  return applyEdit(deps, caller, input.waybillNo, 'domestic', columns, price, null);
}

/** updateInternationalOrder.do: as updateOrder, the customs lines replaced whole. */
export async function editInternationalOrder(
  deps: EditDeps,
  caller: Caller,
  input: UpdateInternationalOrderParameter,
  lang: Lang,
): Promise<UpdatedOrder> {
  await currentOrder(deps.db, caller, input.waybillNo, 'international');
  const { ctx, issues, sender } = await checkInternationalOrder(deps, caller, input);
  if (issues.length || !sender) throw rulesBroken(issues, deps.translate, lang);
  const quoted = await quoteInternational(deps.pricing, input);
  walletOpen(input.payMethod, ctx.openPrepay);
  const { tariffId: _line, promotion: _none, ...price } = quoted;
  const columns = internationalOrderColumns(input, sender, quoted);
  return applyEdit(deps, caller, input.waybillNo, 'international', columns, price, customsRows(0, input.customs));
}
