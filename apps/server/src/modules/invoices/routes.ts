import { Code } from '@portal/shared/codes';
import { eInvoiceIssues, toMyInvois } from '@portal/shared/e-invoice';
import { INVOICE_PAGES, printInvoiceParameter, printInvoicesParameter } from '@portal/shared/invoice';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { contentDisposition, wakeExports } from '../exports/service.ts';
import type { InvoicesDeps } from './module.ts';
import { defineInvoicePdfSource, invoicesFor, recordInvoicePrint, sendInvoicePdf } from './print-invoices.ts';

/**
 * Issued invoices, whatever document they invoice (spec 7 printInvoice, printInvoiceAsync), and
 * each as its MyInvois document (getEInvoice). Issuing is the document's module's call
 * (printCashInvoice issues a cash bill's).
 */
export function invoiceRoutes(app: FastifyInstance, { db, texts, jobs, exportSources }: InvoicesDeps): void {
  defineInvoicePdfSource(exportSources, texts.translate);

  app.portal.endpoint({
    name: 'printInvoice',
    access: 'customer',
    pages: INVOICE_PAGES,
    parameter: printInvoiceParameter,
    handler: async ({ scope, parameter, lang, reply }) =>
      sendInvoicePdf(reply, await invoicesFor(db, scope, [parameter.invoiceNo]), texts.translate, lang),
  });

  app.portal.endpoint({
    name: 'printInvoiceAsync',
    access: 'customer',
    pages: INVOICE_PAGES,
    parameter: printInvoicesParameter,
    successMessage: 'exportSentToCentre',
    handler: async ({ scope, caller, parameter, lang, request }) => {
      const invoiceNos = (await invoicesFor(db, scope, parameter.invoiceNos)).map((i) => i.invoiceNo);
      const taskId = await db.transaction((tx) => recordInvoicePrint(tx, jobs, caller, invoiceNos, texts.translate, lang));
      wakeExports(jobs);
      request.log.info(
        { event: 'invoice.print', userId: scope.userId, taskId, invoices: invoiceNos.length },
        'invoices sent to the download centre',
      );
      return { taskId, invoiceNos };
    },
  });

  app.portal.endpoint({
    name: 'getEInvoice',
    access: 'customer',
    pages: INVOICE_PAGES,
    parameter: printInvoiceParameter,
    handler: async ({ scope, parameter, reply }) => {
      const [invoice] = await invoicesFor(db, scope, [parameter.invoiceNo]);
      const issues = eInvoiceIssues(invoice!);
      if (issues.length) throw new PortalError(Code.CONFLICT, 'eInvoiceIncomplete', { fields: issues.join(', ') });
      await reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition(`${invoice!.invoiceNo}.myinvois.json`))
        .header('cache-control', 'no-store')
        .send(JSON.stringify(toMyInvois(invoice!)));
      return null;
    },
  });
}
