/**
 * Editing a placed order (spec 4: only PENDING orders can be edited; spec 7 updateOrder.do,
 * updateInternationalOrder.do): the same fields and rules as placing it, under its waybill number,
 * which never changes. The price is asked again of the tariff line in force, and a wallet-paid
 * order's wallet moves by the difference (docs/decisions.md "Editing an order").
 */
import type { z } from 'zod';
import { paysFromWallet, type TrackingEventKind } from './order.ts';
import { internationalOrderFields } from './order-international.ts';
import { domesticOrderFields } from './order-rules.ts';
import type { PriceBreakdown } from './pricing.ts';
import { singleLine } from './text.ts';

/** The tracking event an edit records (the status stays PENDING). */
export const ORDER_EDITED_EVENT = 'ORDER_EDITED' satisfies TrackingEventKind;

/** The order's waybill number, as cancelOrder and getOrderDetail take it. */
export const waybillNoParameter = singleLine({ error: 'invalidParameter' }).trim().min(1).max(20);

/**
 * updateOrder.do: the order's waybill number and every field insertOrder takes. A
 * `clientRequestId` sent along is ignored: an edit is made safe to repeat by the order's row lock
 * and its edit count, not by a request id.
 */
export const updateOrderParameter = domesticOrderFields.extend({ waybillNo: waybillNoParameter });
export type UpdateOrderParameter = z.infer<typeof updateOrderParameter>;

/** updateInternationalOrder.do: as updateOrder, with the international order's fields; the customs lines are replaced whole. */
export const updateInternationalOrderParameter = internationalOrderFields.extend({ waybillNo: waybillNoParameter });
export type UpdateInternationalOrderParameter = z.infer<typeof updateInternationalOrderParameter>;

/** What an order's wallet holds of its price: all of it when paid from the wallet, else nothing. */
export const walletChargeSen = (order: { payMethod: string; totalSen: number }): number =>
  paysFromWallet(order.payMethod) ? order.totalSen : 0;

/**
 * How the wallet moves when an order changes from `before` to `after`: positive is taken from the
 * wallet, negative given back. A change of pay method between the wallet and another method moves
 * the whole price (the old charge back, the new one taken), so the wallet always holds exactly the
 * price of every wallet-paid order.
 */
export const editWalletChangeSen = (
  before: { payMethod: string; totalSen: number },
  after: { payMethod: string; totalSen: number },
): number => walletChargeSen(after) - walletChargeSen(before);

/** The reply of updateOrder.do and updateInternationalOrder.do. */
export interface UpdatedOrder {
  waybillNo: string;
  status: string;
  /** The new price, from the tariff line in force at the edit. */
  price: PriceBreakdown;
  previousTotalSen: number;
  /** Taken from the wallet by this edit. */
  chargedSen: number;
  /** Given back to the wallet by this edit. */
  refundedSen: number;
  /** The order's edits so far, this one included. */
  edit: number;
}
