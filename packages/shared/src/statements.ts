/**
 * Monthly statements (issue 17, spec pages monthlyStatement and monthlyStatementNew, spec 7
 * getMonthlyBills, getMonthlyBillDetails, getMonthlyBillAdjustList, getFeeByBillCodes): what the
 * statement pages send, the tax and terms both ends apply. Money is integer sen.
 */

import { z } from 'zod';
import type { PayMethod } from './order.ts';
import { singleLine } from './text.ts';
import { addDays } from './time.ts';
import { TOPUP_LIMITS } from './topup.ts';

/** Shipments billed on account: the month-end run gathers these, the others were paid when placed. */
export const MONTHLY_PAY_METHODS: readonly PayMethod[] = ['PAYMONTHLY', 'PM'];
/** A shipment is billed once it is delivered or, failing that, returned to the shipper. */
export const BILLABLE_STATUSES = ['SIGNED', 'RETURNED'] as const;

/** Payment terms: a statement is due this many days after the last day of its month (net 30). */
const STATEMENT_TERMS_DAYS = 30;

/** A statement's month, YYYY-MM in Malaysian time. */
const billMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'billMonthRule' });

/** The first instant (UTC) of a Malaysian calendar month and of the next one. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1) - 8 * 3_600_000);
  const end = new Date(Date.UTC(y, m, 1) - 8 * 3_600_000);
  return { start, end };
}

/** The month before the Malaysian month of `at`: what the run on the 1st closes. */
export function previousMonth(at: Date = new Date()): string {
  const wall = new Date(at.getTime() + 8 * 3_600_000);
  const prev = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - 1, 1));
  return `${prev.getUTCFullYear()}-${String(prev.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The due date (YYYY-MM-DD) of a month's statement: its last day plus the terms. */
export function dueDateOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return addDays(new Date(Date.UTC(y, m, 0)).toISOString(), STATEMENT_TERMS_DAYS);
}

/** UNPAID until the courier's finance team records the payment. Overdue is UNPAID past the due date. */
export const STATEMENT_STATUSES = ['UNPAID', 'PAID'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** Adjustments the courier's staff make: a parcel re-weighed at the hub, a surcharge, a credit note (negative). */
const ADJUSTMENT_KINDS = ['REWEIGH', 'SURCHARGE', 'CREDIT_NOTE'] as const;
type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
/** What a statement may show: the staff's kinds, and CLAIM, an approved claim's credit (never typed by staff). */
type StatementAdjustmentKind = AdjustmentKind | 'CLAIM';
/** The largest single adjustment, either way: RM 100,000.00. */
const ADJUSTMENT_MAX_SEN = 10_000_000;

const page = z.number().int().min(1).max(100_000).default(1);
const pageSize = z.number().int().min(1).max(100).default(20);
const billNo = singleLine()
  .trim()
  .regex(/^MS\d{10}$/, { error: 'billNoRule' });

/** getMonthlyBills: the statements list (filters: months from and to, status, statement number). */
export const monthlyBillsFilter = z.object({
  monthFrom: billMonthSchema.optional(),
  monthTo: billMonthSchema.optional(),
  status: z.enum(STATEMENT_STATUSES).optional(),
  billNo: billNo.optional(),
});
export const monthlyBillsParameter = monthlyBillsFilter.extend({ page, pageSize });
export type MonthlyBillsParameter = z.infer<typeof monthlyBillsParameter>;

/** At most this many statements invoiced in one download-centre PDF. */
const STATEMENT_INVOICE_BATCH_MAX = 100;

/** printInvoiceNewAsync: the ticked statements' invoices (issued on the first print) into one PDF in the download centre. */
export const printStatementInvoicesParameter = z.object({
  billNos: z
    .array(billNo, { error: 'selectAtLeastOneBill' })
    .min(1, { error: 'selectAtLeastOneBill' })
    .max(STATEMENT_INVOICE_BATCH_MAX, { error: 'statementInvoiceBatchTooLarge' }),
});

/** getMonthlyBillDetails: one statement's lines, optionally one waybill. */
export const billDetailsFilter = z.object({
  billNo,
  waybillNo: singleLine().trim().max(30).optional(),
});
export const billDetailsParameter = billDetailsFilter.extend({ page, pageSize });
export type BillDetailsParameter = z.infer<typeof billDetailsParameter>;

/** getMonthlyBillAdjustList: one statement's adjustments. */
export const billAdjustParameter = z.object({ billNo, page, pageSize });

/** getFeeByBillCodes: the fees of any set of the customer's waybills (at most 500 a call). */
const FEE_QUERY_MAX = 500;
export const feeByBillCodesParameter = z.object({
  billCodes: z
    .array(singleLine().trim().min(1).max(30))
    .min(1, { error: 'selectAtLeastOneWaybill' })
    .max(FEE_QUERY_MAX, { error: 'tooManyWaybills' }),
});

/** The administrator's adjustment (the courier's staff): a customer, optionally a waybill, a signed amount. */
export const addBillAdjustmentParameter = z
  .object({
    customerCode: singleLine().trim().min(1).max(30),
    waybillNo: singleLine().trim().max(30).optional(),
    kind: z.enum(ADJUSTMENT_KINDS),
    amountSen: z.number().int().min(-ADJUSTMENT_MAX_SEN).max(ADJUSTMENT_MAX_SEN),
    reason: singleLine().trim().min(1).max(200),
  })
  .refine((a) => a.amountSen !== 0, { error: 'adjustmentAmountRule', path: ['amountSen'] })
  // A credit note gives money back; a re-weigh or surcharge may go either way only for re-weigh.
  .refine((a) => (a.kind === 'CREDIT_NOTE' ? a.amountSen < 0 : a.kind === 'SURCHARGE' ? a.amountSen > 0 : true), {
    error: 'adjustmentSignRule',
    path: ['amountSen'],
  });

/** getPaymentPage.do: pay one unpaid statement online, through the top-ups' gateway (FPX). */
export const statementPaymentParameter = z.object({ billNo });

/** Why a statement cannot be paid online, or null when it can: the list's "Pay online" and the server ask the same. */
export function onlinePaymentRefusal(bill: { status: string; totalSen: number }): 'statementAlreadyPaid' | 'statementPayOnlineMin' | null {
  if (bill.status !== 'UNPAID') return 'statementAlreadyPaid';
  // A credit-heavy month can leave nothing (or money back) to pay; FPX takes no transfer under its floor.
  if (bill.totalSen < TOPUP_LIMITS.amountMinSen) return 'statementPayOnlineMin';
  return null;
}

/** Runs the month-end billing for one month (administrator; the job does it on the 1st). */
export const runBillingParameter = z.object({ month: billMonthSchema });

/** A statement's figures, all summed from its lines and adjustments (what the run stores and a regeneration finds again). */
export interface StatementFigures {
  shipments: number;
  pieces: number;
  freightSen: number;
  insuranceSen: number;
  codFeeSen: number;
  /** Promotions' discounts on the shipments, already out of shipmentsSen. */
  discountSen: number;
  shipmentsSen: number;
  adjustmentsSen: number;
  taxableSen: number;
  sstSen: number;
  totalSen: number;
}

export interface MonthlyBill extends StatementFigures {
  billNo: string;
  /** The statement's invoice, once issued (printInvoiceNewAsync): one at most. */
  invoiceNos: string[];
  billMonth: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  dueDate: string;
  status: StatementStatus;
  overdue: boolean;
}

export interface MonthlyBillLine {
  lineNo: number;
  waybillNo: string;
  orderCode: string;
  createdAt: string;
  status: string;
  statusAt: string;
  expressType: string;
  receiverCity: string;
  receiverProv: string;
  pieces: number;
  chargeableWeightG: number;
  freightSen: number;
  insuranceSen: number;
  codFeeSen: number;
  /** A promotion's discount, already out of amountSen. */
  discountSen: number;
  amountSen: number;
}

export interface MonthlyBillAdjustment {
  id: number;
  kind: StatementAdjustmentKind;
  waybillNo: string;
  amountSen: number;
  reason: string;
  createdAt: string;
}

export interface WaybillFee {
  waybillNo: string;
  status: string;
  freightSen: number;
  insuranceSen: number;
  codFeeSen: number;
  discountSen: number;
  totalSen: number;
  payMethod: string;
  /** The statement the shipment was billed on, or null while it waits for one (or is not billed on account). */
  billNo: string | null;
}

/** A list page as the list kit reads it (`{ list, total }`). */
export interface Paged<T> {
  list: T[];
  total: number;
}

/** The statement statuses' labels (message keys). */
export const STATEMENT_STATUS_LABELS = { UNPAID: 'statementUnpaid', PAID: 'statementPaid' } as const;
