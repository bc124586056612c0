import { Code } from '@portal/shared/codes';
import { INVOICE_DOCUMENT_PAGES, type InvoiceTaskStarted, type IssuedInvoice, printInvoicesParameter } from '@portal/shared/invoice';
import type { Lang } from '@portal/shared/lang';
import type { FastifyReply } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { Caller, Translate } from '../../plugins/portal.ts';
import { contentDisposition, type ExportSources, recordDocumentTask, scopeOf, wakeExports } from '../exports/service.ts';
import { renderInvoices } from './invoice-pdf.ts';
import { invoiceTexts } from './invoice-texts.ts';
import { invoicesOfDocuments, loadInvoices } from './repository.ts';

/** The download-centre source every invoice PDF of a job is drawn by, whatever document the invoices are of. */
const INVOICE_PDF_SOURCE = 'printInvoiceAsync';

/** The file's name: the invoice's number, or 'Invoices (n)'. */
const invoiceFileName = (invoiceNos: string[], translate: Translate, lang: Lang): string =>
  invoiceNos.length === 1 ? `${invoiceNos[0]}.pdf` : `${translate('invoiceFileName', lang)} (${invoiceNos.length}).pdf`;

/** The account's invoices by number, whole: another customer's number, or one of a document whose page the account lacks, is not found. */
export async function invoicesFor(db: DbOrTx, scope: CustomerScope, invoiceNos: string[]): Promise<IssuedInvoice[]> {
  const wanted = [...new Set(invoiceNos)];
  const list = await loadInvoices(db, scope, wanted);
  const shown = new Map(
    list
      .filter((inv) => (INVOICE_DOCUMENT_PAGES[inv.documentKind] ?? []).some((p) => scope.pages.has(p)))
      .map((inv) => [inv.invoiceNo, inv]),
  );
  const missing = wanted.find((no) => !shown.has(no));
  if (missing) throw new PortalError(Code.NOT_FOUND, 'invoiceNotFound', { invoiceNo: missing });
  return wanted.map((no) => shown.get(no)!);
}

/** Invoices as a PDF reply (a small number: printInvoice, printCashInvoice). */
export async function sendInvoicePdf(reply: FastifyReply, list: IssuedInvoice[], translate: Translate, lang: Lang): Promise<null> {
  const pdf = await renderInvoices(list, invoiceTexts(translate, lang));
  const name = invoiceFileName(
    list.map((i) => i.invoiceNo),
    translate,
    lang,
  );
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .header('x-invoice-nos', list.map((i) => i.invoiceNo).join(','))
    .send(pdf);
  return null;
}

/**
 * Records the PDF of issued invoices as a download-centre task, in the caller's transaction (the one
 * that issued them, for a document's first invoice). The caller wakes the exports after the commit.
 */
export const recordInvoicePrint = (tx: Tx, jobs: JobQueue, caller: Caller, invoiceNos: string[], translate: Translate, lang: Lang) =>
  recordDocumentTask(tx, jobs, caller, {
    source: INVOICE_PDF_SOURCE,
    name: invoiceFileName(invoiceNos, translate, lang),
    params: { invoiceNos },
    lang,
  });

/**
 * The invoices of documents of one kind (cash bills, monthly statements) into the download centre: each
 * document's invoice issued where still due (`issue`), then the PDF of all their invoices recorded as a task,
 * in one transaction, both or neither. A document left without an invoice is refused by `missing` and
 * nothing is issued.
 */
export async function printDocumentInvoices(
  db: Db,
  jobs: JobQueue,
  caller: Caller,
  scope: CustomerScope,
  documents: { kind: string; refs: string[]; issue: (tx: Tx, ref: string) => Promise<unknown>; missing: (ref: string) => PortalError },
  translate: Translate,
  lang: Lang,
): Promise<InvoiceTaskStarted> {
  const { kind, refs } = documents;
  const started = await db.transaction(async (tx) => {
    for (const ref of refs) await documents.issue(tx, ref);
    const byRef = await invoicesOfDocuments(tx, scope, kind, refs);
    const missing = refs.find((ref) => !byRef.has(ref));
    if (missing) throw documents.missing(missing);
    const invoiceNos = refs.flatMap((ref) => byRef.get(ref) ?? []);
    return { taskId: await recordInvoicePrint(tx, jobs, caller, invoiceNos, translate, lang), invoiceNos };
  });
  wakeExports(jobs);
  return started;
}

/** The download centre's drawer of invoice PDFs: the task's invoices, read again for the account that asked. */
export function defineInvoicePdfSource(exportSources: ExportSources, translate: Translate): void {
  exportSources.addDocument({
    name: INVOICE_PDF_SOURCE,
    access: 'customer',
    render: async (db: Db, caller, { params, lang }) => {
      const { invoiceNos } = printInvoicesParameter.parse(params);
      const list = await loadInvoices(db, scopeOf(caller), invoiceNos);
      if (list.length === 0) throw new PortalError(Code.NOT_FOUND, 'invoiceNotFound', { invoiceNo: invoiceNos[0]! });
      const data = await renderInvoices(list, invoiceTexts(translate, lang));
      return { data, contentType: 'application/pdf', items: list.length };
    },
  });
}
