import { type Lang, localizedName } from '@portal/shared/lang';
import { canCancel, canEdit, canPrint, type OrderStatus, type PayMethod, type ServeType } from '@portal/shared/order';
import { chargeVoidOf, maskAddress, maskPhone, type OrderListRow } from '@portal/shared/order-manage';
import type { ProblemReason } from '@portal/shared/scans';
import { canChangeCod, type WaybillListRow } from '@portal/shared/waybills';
import { gramsToKg } from '@portal/shared/weight';
import { desc } from 'drizzle-orm';
import { orders, products } from '../../db/schema/index.ts';

/**
 * The columns of a row of order management and of my waybills, as the page, the export and the
 * detail read them (the product's names through a left join of products).
 */
export const listColumns = {
  id: orders.id,
  waybillNo: orders.waybillNo,
  status: orders.status,
  kind: orders.kind,
  createdAt: orders.createdAt,
  expressType: orders.expressType,
  payMethod: orders.payMethod,
  serveType: orders.serveType,
  senderName: orders.senderName,
  receiverName: orders.receiverName,
  receiverTel: orders.receiverTel,
  receiverAddress: orders.receiverAddress,
  receiverPostcode: orders.receiverPostcode,
  receiverCity: orders.receiverCity,
  receiverProv: orders.receiverProv,
  receiverCountry: orders.receiverCountry,
  weightG: orders.weightG,
  packageCount: orders.packageCount,
  codSen: orders.codSen,
  totalSen: orders.totalSen,
  orderCode: orders.orderCode,
  // What the courier's scans decided: my waybills shows them.
  statusAt: orders.statusAt,
  pickedUpAt: orders.pickedUpAt,
  signedAt: orders.signedAt,
  signerName: orders.signerName,
  codCollectedSen: orders.codCollectedSen,
  problemReason: orders.problemReason,
  lastScanAt: orders.lastScanAt,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  nameMl: products.nameMl,
};
/** A column's value as read: null where the column allows it. */
type Stored<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
export type ListStored = Omit<{ [K in keyof typeof listColumns]: Stored<(typeof listColumns)[K]> }, 'nameZh' | 'nameEn' | 'nameMl'> & {
  // The product's names come through a left join.
  nameZh: string | null;
  nameEn: string | null;
  nameMl: string | null;
};

const productName = (r: Pick<ListStored, 'nameZh' | 'nameEn' | 'nameMl' | 'expressType'>, lang: Lang): string =>
  localizedName(r, lang) ?? r.expressType;

const MALAYSIA = 'MYS';

/** A list row; `reveal` (the order export for an account that may reveal) keeps phone and address whole. */
export function toListRow(r: ListStored, lang: Lang, reveal = false): OrderListRow {
  return {
    id: r.id,
    waybillNo: r.waybillNo,
    status: r.status as OrderStatus,
    kind: r.kind,
    createTime: r.createdAt.toISOString(),
    expressType: r.expressType,
    expressTypeName: productName(r, lang),
    payMethod: r.payMethod as PayMethod,
    serveType: r.serveType as ServeType,
    senderName: r.senderName,
    receiverName: r.receiverName,
    receiverTel: reveal ? r.receiverTel : maskPhone(r.receiverTel),
    receiverAddress: reveal ? r.receiverAddress : maskAddress(r.receiverAddress),
    receiverPostcode: r.receiverPostcode,
    receiverCity: r.receiverCity,
    receiverProv: r.receiverProv,
    receiverCountry: r.receiverCountry,
    destination: [r.receiverCity, r.receiverProv, r.receiverCountry === MALAYSIA ? '' : r.receiverCountry].filter(Boolean).join(', '),
    weightKg: gramsToKg(r.weightG),
    packageCount: r.packageCount,
    codSen: r.codSen,
    totalSen: r.totalSen,
    chargeVoid: chargeVoidOf(r),
    orderCode: r.orderCode,
    canEdit: canEdit(r.status),
    canCancel: canCancel(r.status),
    canPrint: canPrint(r.status),
  };
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row of my waybills: the order's row and what the scans decided. */
function toWaybillRow(r: ListStored, lang: Lang, reveal = false): WaybillListRow {
  return {
    ...toListRow(r, lang, reveal),
    statusAt: iso(r.statusAt),
    pickedUpAt: iso(r.pickedUpAt),
    signedAt: iso(r.signedAt),
    signerName: r.signerName,
    codCollectedSen: r.codCollectedSen,
    problemReason: r.problemReason as ProblemReason | null,
    lastScanAt: iso(r.lastScanAt),
    canChangeCod: canChangeCod(r),
  };
}

/** The two lists read one page statement and differ in the row they make of it. */
export const ROW_SHAPES = { order: toListRow, waybill: toWaybillRow } as const;
export type RowShape = keyof typeof ROW_SHAPES;
export type RowOf<S extends RowShape> = ReturnType<(typeof ROW_SHAPES)[S]>;

export const newestFirst = [desc(orders.createdAt), desc(orders.id)];
