import type { IssuedInvoice } from '@portal/shared/invoice';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The customer's issued invoices by number, whole, in the order asked; numbers not theirs are left out. */
export async function loadInvoices(db: DbOrTx, scope: RowScope, invoiceNos: string[]): Promise<IssuedInvoice[]> {
  if (invoiceNos.length === 0) return [];
  const heads = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, scope.customerId), inArray(invoices.invoiceNo, invoiceNos)));
  if (heads.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNo));
  const byInvoice = new Map<number, IssuedInvoice['lines']>();
  for (const l of lines) {
    const list = byInvoice.get(l.invoiceId) ?? [];
    list.push({
      lineNo: l.lineNo,
      itemRef: l.itemRef,
      description: l.description,
      quantity: l.quantity,
      amountSen: l.amountSen,
      sstSen: l.sstSen,
      totalSen: l.totalSen,
    });
    byInvoice.set(l.invoiceId, list);
  }
  const found = new Map(
    heads.map((h) => [
      h.invoiceNo,
      {
        invoiceNo: h.invoiceNo,
        issuedAt: h.issuedAt.toISOString(),
        documentKind: h.documentKind,
        documentRef: h.documentRef,
        supplier: h.supplier,
        buyer: h.buyer,
        lines: byInvoice.get(h.id) ?? [],
        amountSen: h.amountSen,
        sstSen: h.sstSen,
        totalSen: h.totalSen,
      } satisfies IssuedInvoice,
    ]),
  );
  return invoiceNos.flatMap((no) => found.get(no) ?? []);
}

/** The numbers of the invoices issued for each of the customer's documents of a kind, oldest first. */
export async function invoicesOfDocuments(db: DbOrTx, scope: RowScope, kind: string, refs: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (refs.length === 0) return result;
  const rows = await db
    .select({ ref: invoices.documentRef, invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(and(eq(invoices.customerId, scope.customerId), eq(invoices.documentKind, kind), inArray(invoices.documentRef, refs)))
    .orderBy(asc(invoices.id));
  for (const r of rows) result.set(r.ref, [...(result.get(r.ref) ?? []), r.invoiceNo]);
  return result;
}
