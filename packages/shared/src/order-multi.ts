import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { ORDER_LIMITS } from './order.ts';
import { clientRequestIdSchema, domesticOrderFields } from './order-rules.ts';

/**
 * Multi-ticket orders (spec 2 `moreTicket`, getMultipleVotes.do): one sender, one product and one way
 * of handing over and paying, many receivers; each row is an order of its own, checked by the same
 * rules and placed on its own (a bad row does not stop the good ones), each with its request id so
 * sending the rows again never doubles one.
 */
const f = domesticOrderFields.shape;

export const multiTicketRowFields = z.object({
  clientRequestId: clientRequestIdSchema,
  receiverName: f.receiverName,
  receiverTel: f.receiverTel,
  receiverPostcode: f.receiverPostcode,
  receiverProv: f.receiverProv,
  receiverCity: f.receiverCity,
  receiverAddress: f.receiverAddress,
  goodsName: f.goodsName,
  goodsType: f.goodsType,
  brandName: f.brandName,
  goodsNumber: f.goodsNumber,
  declaredValueSen: f.declaredValueSen,
  weightG: f.weightG,
  /** Parcels under this row's waybill: 1 unless the product is a multi-parcel one (2 to maxMultiPacks). */
  packageCount: f.packageCount.optional(),
  goodsValueSen: f.goodsValueSen,
  codSen: f.codSen,
  orderCode: f.orderCode,
  remark: f.remark,
});

export const multiTicketParameter = z.object({
  senderName: f.senderName,
  senderTel: f.senderTel,
  senderPostcode: f.senderPostcode,
  senderProv: f.senderProv,
  senderCity: f.senderCity,
  senderAddress: f.senderAddress,
  expressType: f.expressType,
  serveType: f.serveType,
  pickupTime: f.pickupTime,
  payMethod: f.payMethod,
  rows: z
    .array(z.unknown(), { error: 'invalidParameter' })
    .min(1, { error: 'invalidParameter' })
    .max(ORDER_LIMITS.multiTicketMax, { error: 'multiTicketTooMany' }),
});
export type MultiTicketParameter = z.infer<typeof multiTicketParameter>;

/** One row's outcome: its waybill, or why it was refused (every broken rule with its field). */
export interface MultiTicketResult {
  index: number;
  success: boolean;
  waybillNo?: string;
  totalSen?: number;
  desc?: string;
  issues?: { field: string; desc: string }[];
}

/**
 * The reply of a batch of orders (multi-ticket, pre-orders submitted together): spec 8's "order failed" when none was
 * placed, "some orders have a wrong format" when some were refused, otherwise placed.
 */
export const batchOutcomeMessage = ({ placed, refused }: { placed: number; refused: number }): MessageKey =>
  refused === 0 ? 'orderPlaced' : placed === 0 ? 'orderFailed' : 'ordersWrongFormat';
