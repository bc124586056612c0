import { senOf } from '@portal/shared/money';
import type { GoodsType } from '@portal/shared/order';
import type { MultiTicketResult } from '@portal/shared/order-multi';
import type { PastedRow } from '@portal/shared/order-multi-paste';
import { gramsOf } from '../order-units.ts';

/** One receiver row of the multi-ticket grid, as typed (kg, RM), with its request id and outcome. */
export interface TicketRow {
  requestId: string;
  receiverName?: string;
  receiverTel?: string;
  receiverPostcode?: string;
  receiverProv?: string;
  receiverCity?: string;
  receiverAddress?: string;
  goodsName?: string;
  /** Spec 5: the row's items and what its goods are worth, both required (the worth but for documents). */
  goodsNumber?: number | null;
  declaredValueRm?: number | null;
  weightKg?: number | null;
  /** Parcels under the row's waybill (a multi-parcel product takes 2 or more). */
  packageCount?: number | null;
  codRm?: number | null;
  orderCode?: string;
  /** Set once the row is placed: it is then read-only and not sent again. */
  waybillNo?: string;
  problem?: string;
}

export const newRow = (goodsName = ''): TicketRow => ({ requestId: crypto.randomUUID(), goodsName });

/** The goods type and brand every row of the submission carries (the grid's common part). */
export interface TicketGoods {
  goodsType?: GoodsType;
  brandName?: string;
}

/** A row as getMultipleVotes takes it. */
export const rowParameter = (row: TicketRow, goods: TicketGoods = {}) => ({
  clientRequestId: row.requestId,
  receiverName: row.receiverName?.trim() ?? '',
  receiverTel: row.receiverTel?.trim() ?? '',
  receiverPostcode: row.receiverPostcode?.trim() ?? '',
  receiverProv: row.receiverProv ?? '',
  receiverCity: row.receiverCity ?? '',
  receiverAddress: row.receiverAddress?.trim() ?? '',
  goodsName: row.goodsName?.trim() ?? '',
  goodsType: goods.goodsType,
  brandName: goods.brandName?.trim() ?? '',
  goodsNumber: row.goodsNumber ?? undefined,
  declaredValueSen: row.declaredValueRm == null ? null : senOf(row.declaredValueRm),
  weightG: gramsOf(row.weightKg),
  packageCount: row.packageCount || 1,
  goodsValueSen: 0,
  codSen: senOf(row.codRm),
  orderCode: row.orderCode?.trim() ?? '',
  remark: '',
});

/** The rows with each one's outcome written in: a placed row keeps its waybill number. */
export function withResults(rows: TicketRow[], sent: number[], results: MultiTicketResult[]): TicketRow[] {
  const next = rows.map((r) => ({ ...r }));
  for (const result of results) {
    const row = next[sent[result.index]!];
    if (!row) continue;
    if (result.success) {
      row.waybillNo = result.waybillNo;
      row.problem = undefined;
    } else row.problem = result.issues?.map((i) => i.desc).join('; ') || result.desc;
  }
  return next;
}

/** Ticket rows from the rows a paste reads (`readMultiTicketPaste`); a row without goods takes the default goods. */
export const rowsFromPaste = (rows: readonly PastedRow[], goodsName: string): TicketRow[] =>
  rows.map((r) => ({ ...newRow(goodsName), ...r, goodsName: r.goodsName || goodsName }));
