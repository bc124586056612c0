import type { Lang } from '@portal/shared/lang';
import { splitSstInclusive } from '@portal/shared/money';
import { asc, count, eq, sum } from 'drizzle-orm';
import type { CompanyDetails } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { billAdjustments, monthlyStatementLines, type monthlyStatements } from '../../db/schema/index.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { Translate } from '../../plugins/portal.ts';
import { type InvoiceableDocument, invoicesOfDocuments, issueInvoice, withPromotion } from '../invoices/service.ts';
import { MONTHLY_STATEMENT } from './statement-kind.ts';

/** MyInvois reads the lines in English, as a cash bill's. */
const LINE_LANG: Lang = 'en';

type Statement = typeof monthlyStatements.$inferSelect;
type Line = InvoiceableDocument['lines'][number];

/**
 * The statement's SST is split once, on its total (decisions.md "Monthly statements"); each invoice
 * line splits its own total, which may land a sen or two away in sum. The difference goes to the
 * largest line, so the invoice's SST is exactly the statement's and every line still adds up.
 */
export function allocateSst(lines: Omit<Line, 'amountSen' | 'sstSen'>[], totals: number[], statementSstSen: number): Line[] {
  const split = totals.map((total) => splitSstInclusive(total));
  const drift = statementSstSen - split.reduce((s, l) => s + l.sstSen, 0);
  if (drift !== 0 && split.length > 0) {
    const largest = totals.reduce((best, t, i) => (Math.abs(t) > Math.abs(totals[best]!) ? i : best), 0);
    split[largest] = { amountSen: split[largest]!.amountSen - drift, sstSen: split[largest]!.sstSen + drift };
  }
  return lines.map((line, i) => ({ ...line, ...split[i]! }));
}

/**
 * Issues the invoice of a monthly statement, in the caller's transaction: one line per product
 * (its shipments summed) and one per kind of adjustment, whose totals are the statement's. A statement
 * never changes once issued, so it is invoiced once; null when it already is.
 */
export function issueStatementInvoice(
  tx: Tx,
  scope: CustomerScope,
  company: CompanyDetails,
  translate: Translate,
  statement: Statement,
): Promise<string | null> {
  return issueInvoice(tx, scope, company, async (): Promise<InvoiceableDocument | null> => {
    // Read after issueInvoice locked the series: two prints of one statement cannot both find it uninvoiced.
    if ((await invoicesOfDocuments(tx, scope, MONTHLY_STATEMENT, [statement.billNo])).has(statement.billNo)) return null;
    const products = await tx
      .select({
        product: monthlyStatementLines.expressType,
        count: count(),
        totalSen: sum(monthlyStatementLines.amountSen).mapWith(Number),
        discountSen: sum(monthlyStatementLines.discountSen).mapWith(Number),
      })
      .from(monthlyStatementLines)
      .where(eq(monthlyStatementLines.statementId, statement.id))
      .groupBy(monthlyStatementLines.expressType)
      .orderBy(asc(monthlyStatementLines.expressType));
    const adjustments = await tx
      .select({ kind: billAdjustments.kind, count: count(), totalSen: sum(billAdjustments.amountSen).mapWith(Number) })
      .from(billAdjustments)
      .where(eq(billAdjustments.statementId, statement.id))
      .groupBy(billAdjustments.kind)
      .orderBy(asc(billAdjustments.kind));
    const billNo = statement.billNo;
    const lines = [
      ...products.map((p) => ({
        itemRef: `${billNo}/${p.product}`,
        description: (count: number) =>
          withPromotion(
            translate,
            LINE_LANG,
            translate('invoiceLineStatementShipments', LINE_LANG, { product: p.product, count, billNo }),
            p.discountSen,
            // A line split for exact unit prices (exactPriceParts) is one product's: its discount is the product's.
            p.product,
          ),
        quantity: p.count,
      })),
      ...adjustments.map((a) => ({
        itemRef: `${billNo}/${a.kind}`,
        description: (count: number) =>
          translate('invoiceLineStatementAdjustments', LINE_LANG, { kind: translate(`adjustment${a.kind}`, LINE_LANG), count, billNo }),
        quantity: a.count,
      })),
    ];
    const totals = [...products.map((p) => p.totalSen), ...adjustments.map((a) => a.totalSen)];
    return { kind: MONTHLY_STATEMENT, ref: billNo, lines: allocateSst(lines, totals, statement.sstSen) };
  });
}
