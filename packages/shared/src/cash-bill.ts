import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import type { PayMethod } from './order.ts';
import { malaysianDateTime } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

/**
 * Cash bills (spec 2 cashBill, cashBillNew; issue 17): the shipments a customer settles one by one
 * instead of on the monthly statement, gathered into one bill per Malaysian day on which the courier
 * took the parcels in (docs/decisions.md "Cash bills and invoices").
 */
export const CASH_BILL_PAGES = ['cashBill', 'cashBillNew'] as const satisfies readonly CustomerPage[];

/**
 * The pay methods settled shipment by shipment by the shipper: CASH (paid to the rider or at the
 * counter) and PP_CASH (debited from the prepaid wallet). CC_CASH is paid by the receiver at the
 * door, so the shipper is not its buyer; PAYMONTHLY, PM and PP_PM go on the monthly statement.
 */
export const CASH_BILL_PAY_METHODS = ['CASH', 'PP_CASH'] as const satisfies readonly PayMethod[];

/** How a bill's shipment was paid, shown on its receipt. */
export type CashPaidBy = 'rider' | 'counter' | 'wallet';
export const cashPaidBy = (payMethod: string, serveType: string): CashPaidBy =>
  payMethod === 'PP_CASH' ? 'wallet' : serveType === 'DROP OFF' ? 'counter' : 'rider';

/** `CB-MY10001-20261126`: the customer's code and the Malaysian day, so a bill number names one bill. */
const BILL_NO = /^CB-([A-Z0-9]{1,20})-(\d{4})(\d{2})(\d{2})$/;
export const cashBillNo = (customerCode: string, day: string): string => `CB-${customerCode}-${day.replaceAll('-', '')}`;
/** The customer's code and the day (YYYY-MM-DD) a bill number names, or null when it is not one. */
export function parseCashBillNo(billNo: string): { customerCode: string; day: string } | null {
  const m = BILL_NO.exec(billNo);
  if (!m) return null;
  const day = `${m[2]}-${m[3]}-${m[4]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
    ? null
    : { customerCode: m[1]!, day };
}
/** The receipt of one shipment on a bill. */
export const cashReceiptNo = (waybillNo: string): string => `RC${waybillNo}`;

const billNoSchema = singleLine({ error: 'cashBillNoRule' })
  .trim()
  .max(40, { error: 'cashBillNoRule' })
  .refine((v) => parseCashBillNo(v) !== null, { error: 'cashBillNoRule' });

/** At most this many bills' invoices in one download-centre PDF. */
const CASH_INVOICE_BATCH_MAX = 100;

/** `getCashBills`: the customer's bills, newest day first, by the day range (list kit `day` filter). */
export const cashBillListParameter = pagingParameter.extend({ dayStart: malaysianDateTime, dayEnd: malaysianDateTime });

/** `getCashBillDetails`: one bill's shipments and receipts, a page at a time. */
export const cashBillDetailsParameter = pagingParameter.extend({ billNo: billNoSchema });
export const printCashInvoiceParameter = z.object({ billNo: billNoSchema });
export const printCashInvoicesParameter = z.object({
  billNos: z
    .array(billNoSchema, { error: 'selectAtLeastOneBill' })
    .min(1, { error: 'selectAtLeastOneBill' })
    .max(CASH_INVOICE_BATCH_MAX, { error: 'cashInvoiceBatchTooLarge' }),
});

/** OPEN while its day lasts (more parcels may still be taken in), CLOSED after. */
type CashBillState = 'OPEN' | 'CLOSED';

export interface CashBillRow {
  billNo: string;
  day: string;
  state: CashBillState;
  shipments: number;
  /** Charges before SST, SST, and what was paid (integer sen). */
  amountSen: number;
  sstSen: number;
  totalSen: number;
  /** The bill's shipments not yet on an invoice. */
  uninvoiced: number;
  invoiceNos: string[];
}

export interface CashBillLine {
  waybillNo: string;
  receiptNo: string;
  paidBy: CashPaidBy;
  payMethod: string;
  pickedUpAt: string;
  expressType: string;
  receiverName: string;
  chargeableWeightG: number;
  amountSen: number;
  sstSen: number;
  totalSen: number;
  invoiceNo: string | null;
}
