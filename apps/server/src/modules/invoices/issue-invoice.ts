import { COURIER_MSIC } from '@portal/shared/e-invoice';
import { exactPriceParts, type InvoiceParty, invoiceNumber } from '@portal/shared/invoice';
import type { Lang } from '@portal/shared/lang';
import { formatRinggit } from '@portal/shared/money';
import { e164Phone } from '@portal/shared/phone';
import { malaysiaDate } from '@portal/shared/time';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyDetails } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { customers, invoiceLines, invoiceSeries, invoices, users } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { Translate } from '../../plugins/portal.ts';

/**
 * What can be invoiced (issue 17): a document of one customer with its lines, each with its amount
 * before SST and its SST. A cash bill is one; a monthly statement plugs in the same way. `itemRef`
 * names what a line is for (a waybill): an item of a kind of document is invoiced once.
 */
export interface InvoiceableDocument {
  /** CASH_BILL, MONTHLY_STATEMENT… */
  kind: string;
  /** The document's own number (the cash bill's). */
  ref: string;
  /**
   * `description` is told the quantity it describes: a line that cannot carry an exact unit price is
   * split (`exactPriceParts`), and each part says how many of the shipments it holds.
   */
  lines: { itemRef: string; description: (quantity: number) => string; quantity: number; amountSen: number; sstSen: number }[];
}

/**
 * A line's words with the promotion discount already out of its amount (MyInvois receives the price
 * charged; docs/decisions.md "Promotions"): one shipment's, or the product's on a statement.
 */
export function withPromotion(translate: Translate, lang: Lang, line: string, discountSen: number, product?: string): string {
  if (discountSen <= 0) return line;
  const discount = formatRinggit(discountSen);
  return product
    ? translate('invoiceLinePromotionDiscounts', lang, { line, discount, product })
    : translate('invoiceLinePromotionDiscount', lang, { line, discount });
}

/** Rows of lines a statement inserts: 9 parameters a line, far below PostgreSQL's 65,535. */
const LINES_PER_INSERT = 2_000;

/** An invoice's telephones are kept in the international form, PDF and MyInvois alike; one without it as written (eInvoiceIssues names it). */
const internationalPhone = (phone: string | null): string | null => e164Phone(phone) ?? phone;

const supplierOf = (company: CompanyDetails): InvoiceParty => ({
  name: company.name,
  tin: company.tin,
  brn: company.brn,
  sstNo: company.sstNo,
  address: company.address,
  phone: internationalPhone(company.phone),
  email: company.email,
  msic: COURIER_MSIC,
});

async function buyerOf(tx: Tx, scope: RowScope): Promise<InvoiceParty> {
  const [c] = await tx.select().from(customers).where(eq(customers.id, scope.customerId));
  if (!c) throw new Error(`customer ${scope.customerId} not found`);
  // The company's e-mail on file is its main account's (the one personal info keeps).
  const [main] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.customerId, scope.customerId), eq(users.accountType, 'MAIN')))
    .orderBy(asc(users.id))
    .limit(1);
  return {
    name: c.name,
    tin: c.tin,
    brn: c.brn,
    sstNo: c.sstNo,
    address: c.address ?? '',
    phone: internationalPhone(c.tel1),
    email: main?.email?.trim() || null,
    code: c.code,
  };
}

/**
 * Issues an invoice for what `load` finds still to invoice, inside the caller's transaction, and
 * answers its number (null when there is nothing to invoice). The series row is locked first and
 * the document read after, so two issues of one document never both see the same lines, and the
 * number is taken only when there is something to invoice: a series without gaps, since a number
 * taken by a transaction that rolls back is given back with it.
 */
export async function issueInvoice(
  tx: Tx,
  scope: RowScope & { userId: number },
  company: CompanyDetails,
  load: () => Promise<InvoiceableDocument | null>,
  now = new Date(),
): Promise<string | null> {
  const series = `${company.invoicePrefix}${malaysiaDate(0, now).slice(0, 4)}`;
  await tx.insert(invoiceSeries).values({ series, lastNo: 0 }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${invoiceSeries} where ${invoiceSeries.series} = ${series} for update`);
  const document = await load();
  if (!document || document.lines.length === 0) return null;
  const lines = document.lines.flatMap((l) => exactPriceParts(l));
  const [taken] = await tx
    .update(invoiceSeries)
    .set({ lastNo: sql`${invoiceSeries.lastNo} + 1` })
    .where(eq(invoiceSeries.series, series))
    .returning({ lastNo: invoiceSeries.lastNo });
  const invoiceNo = invoiceNumber(series, taken!.lastNo);
  const sum = (pick: (l: InvoiceableDocument['lines'][number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const amountSen = sum((l) => l.amountSen);
  const sstSen = sum((l) => l.sstSen);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      invoiceNo,
      customerId: scope.customerId,
      documentKind: document.kind,
      documentRef: document.ref,
      issuedAt: now,
      issuedBy: scope.userId,
      supplier: supplierOf(company),
      buyer: await buyerOf(tx, scope),
      amountSen,
      sstSen,
      totalSen: amountSen + sstSen,
      lineCount: lines.length,
    })
    .returning({ id: invoices.id });
  const rows = lines.map((l, i) => ({
    invoiceId: invoice!.id,
    lineNo: i + 1,
    documentKind: document.kind,
    ...l,
    description: l.description(l.quantity),
    totalSen: l.amountSen + l.sstSen,
  }));
  for (let i = 0; i < rows.length; i += LINES_PER_INSERT) await tx.insert(invoiceLines).values(rows.slice(i, i + LINES_PER_INSERT));
  return invoiceNo;
}
