import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import { singleLine } from './text.ts';

/**
 * Invoices (issue 17): what every invoiced document (a cash bill now, a monthly statement later)
 * shares: the number series, the calls that print an issued invoice. Money is integer sen; SST and
 * its split live with the rest of money in money.ts.
 */

/**
 * MyInvois reads every line as unit price x quantity = subtotal (LHDN's "mathematical mappings"), and
 * money is sen: a line of 2 shipments for RM 15.09 has no unit price that makes it (7.55 x 2 is 15.10).
 * Such a line is split in two, the units at the lower price and the rest one sen dearer (1 x 7.54 and
 * 1 x 7.55), each part with its share of the line's SST, so the parts add up to the line exactly. The
 * second part's item is the line's with `#2` (an item is invoiced once). Lines that divide stay whole.
 */
export function exactPriceParts<L extends { itemRef: string; quantity: number; amountSen: number; sstSen: number }>(line: L): L[] {
  const q = line.quantity;
  if (!Number.isInteger(q) || q <= 1 || line.amountSen % q === 0) return [line];
  const unitSen = Math.floor(line.amountSen / q);
  const dearer = line.amountSen - unitSen * q; // 1 to q-1 units a sen dearer
  const dearerSen = dearer * (unitSen + 1);
  const dearerSst = Math.round((line.sstSen * dearerSen) / line.amountSen);
  return [
    { ...line, quantity: q - dearer, amountSen: unitSen * (q - dearer), sstSen: line.sstSen - dearerSst },
    { ...line, itemRef: `${line.itemRef}#2`, quantity: dearer, amountSen: dearerSen, sstSen: dearerSst },
  ];
}

/** A line's unit price in sen, exact once the line is one of `exactPriceParts`. */
export const unitPriceSen = (line: { quantity: number; amountSen: number }): number => line.amountSen / Math.max(1, line.quantity);

/** `INV2026000123`: the series (prefix and Malaysian year of issue) and its number, six digits at least. */
export const invoiceNumber = (series: string, n: number): string => `${series}${String(n).padStart(6, '0')}`;

const invoiceNoSchema = singleLine({ error: 'invoiceNoRule' })
  .trim()
  .regex(/^[A-Z0-9-]{4,30}$/, { error: 'invoiceNoRule' });

/** At most this many invoices in one download-centre PDF. */
const INVOICE_BATCH_MAX = 100;

/** `printInvoice`, `getEInvoice`: one issued invoice. */
export const printInvoiceParameter = z.object({ invoiceNo: invoiceNoSchema });
/** `printInvoiceAsync`: issued invoices into one PDF in the download centre. */
export const printInvoicesParameter = z.object({
  invoiceNos: z
    .array(invoiceNoSchema, { error: 'selectAtLeastOneInvoice' })
    .min(1, { error: 'selectAtLeastOneInvoice' })
    .max(INVOICE_BATCH_MAX, { error: 'invoiceBatchTooLarge' }),
});

/** What the download-centre calls answer: the task that will hold the PDF. */
export interface InvoiceTaskStarted {
  taskId: string;
  invoiceNos: string[];
}

/** A party to an invoice as it was when the invoice was issued (kept with the invoice). */
export interface InvoiceParty {
  name: string;
  /** LHDN tax identification number (C… for companies, IG… for individuals). */
  tin: string | null;
  /** Business registration number (SSM, 12 digits). */
  brn: string | null;
  /** SST registration number, null when not registered. */
  sstNo: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  /** The supplier's MSIC activity code and its name (MyInvois asks it of the supplier only). */
  msic?: { code: string; name: string };
  /** The customer's code (buyer only). */
  code?: string;
}

/** One line of an issued invoice. */
interface InvoiceLine {
  lineNo: number;
  /** What the line is for: the waybill of a shipment. */
  itemRef: string;
  description: string;
  quantity: number;
  amountSen: number;
  sstSen: number;
  totalSen: number;
}

/** An issued invoice, whole: what its PDF and its MyInvois document are drawn from. */
export interface IssuedInvoice {
  invoiceNo: string;
  issuedAt: string;
  /** The kind of document invoiced (CASH_BILL…) and its number. */
  documentKind: string;
  documentRef: string;
  supplier: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  amountSen: number;
  sstSen: number;
  totalSen: number;
}

/** The kinds of documents invoiced, with the menu pages that show them: who may print or fetch their invoices. */
export const INVOICE_DOCUMENT_PAGES: Record<string, readonly CustomerPage[]> = {
  CASH_BILL: ['cashBill', 'cashBillNew'],
  MONTHLY_STATEMENT: ['monthlyStatement', 'monthlyStatementNew'],
};

/** Documents whose invoice was paid when it was issued (cash, the wallet); the others are billed on account. */
export const PAID_INVOICE_KINDS: readonly string[] = ['CASH_BILL'];
export const INVOICE_PAGES = [...new Set(Object.values(INVOICE_DOCUMENT_PAGES).flat())] as CustomerPage[];
