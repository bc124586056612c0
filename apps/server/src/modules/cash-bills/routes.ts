import {
  CASH_BILL_PAGES,
  cashBillDetailsParameter,
  cashBillListParameter,
  parseCashBillNo,
  printCashInvoiceParameter,
  printCashInvoicesParameter,
} from '@portal/shared/cash-bill';
import { Code } from '@portal/shared/codes';
import type { InvoiceTaskStarted } from '@portal/shared/invoice';
import { ringgitOf } from '@portal/shared/money';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { type ExportQuery, filtersBy, registerExport, scopeOf } from '../exports/service.ts';
import { invoicesOfDocuments, loadInvoices, printDocumentInvoices, sendInvoicePdf } from '../invoices/service.ts';
import { issueCashInvoice } from './issue-cash-invoices.ts';
import type { CashBillsDeps } from './module.ts';
import { type BillFilter, billDayOf, billLines, CASH_BILL, countBills, listBills } from './repository.ts';

const PAGES = CASH_BILL_PAGES;

/** An export's filters, and its selected rows (bill numbers) as their days. */
const filterOf = (query: ExportQuery): BillFilter => ({
  ...(query.params as BillFilter),
  ...(query.ids ? { days: query.ids.flatMap((no) => parseCashBillNo(no)?.day ?? []) } : {}),
});

/**
 * The cash bill pages (spec 2 cashBill, cashBillNew) and their calls: the list, one bill's
 * shipments with their receipts, the list's export, and the bills' invoices (spec 7
 * printCashInvoice now, printCashInvoiceAsync into the download centre), issued on first print.
 */
export function cashBillRoutes(app: FastifyInstance, deps: CashBillsDeps): void {
  const { db, texts, jobs, grants, config } = deps;

  /** The bill's day, or not found: another customer's bill, or a malformed number, reads as none. */
  const dayOf = async (scope: CustomerScope, billNo: string) => {
    const day = await billDayOf(db, scope, billNo);
    if (!day) throw new PortalError(Code.NOT_FOUND, 'cashBillNotFound', { billNo });
    return day;
  };

  app.portal.endpoint({
    name: 'getCashBills',
    access: 'customer',
    pages: PAGES,
    parameter: cashBillListParameter,
    handler: async ({ scope, parameter }) => {
      const [list, total] = await Promise.all([
        listBills(db, scope, parameter, { limit: parameter.pageSize, offset: (parameter.page - 1) * parameter.pageSize }),
        countBills(db, scope, parameter),
      ]);
      return { list, total };
    },
  });

  app.portal.endpoint({
    name: 'getCashBillDetails',
    access: 'customer',
    pages: PAGES,
    parameter: cashBillDetailsParameter,
    handler: async ({ scope, parameter }) => {
      const day = await dayOf(scope, parameter.billNo);
      const lines = await billLines(db, scope, day, parameter);
      if (lines.total === 0) throw new PortalError(Code.NOT_FOUND, 'cashBillNotFound', { billNo: parameter.billNo });
      return { billNo: parameter.billNo, day, ...lines };
    },
  });

  app.portal.endpoint({
    name: 'printCashInvoice',
    access: 'customer',
    pages: PAGES,
    parameter: printCashInvoiceParameter,
    handler: async ({ scope, parameter, lang, reply, request }) => {
      const day = await dayOf(scope, parameter.billNo);
      const issued = await db.transaction((tx) =>
        issueCashInvoice(tx, scope, config.company, texts.translate, { billNo: parameter.billNo, day }),
      );
      if (issued)
        request.log.info({ event: 'invoice.issued', userId: scope.userId, invoiceNo: issued, billNo: parameter.billNo }, 'invoice issued');
      const invoiceNos = (await invoicesOfDocuments(db, scope, CASH_BILL, [parameter.billNo])).get(parameter.billNo) ?? [];
      if (invoiceNos.length === 0) throw new PortalError(Code.NOT_FOUND, 'cashBillNotFound', { billNo: parameter.billNo });
      return sendInvoicePdf(reply, await loadInvoices(db, scope, invoiceNos), texts.translate, lang);
    },
  });

  app.portal.endpoint({
    name: 'printCashInvoiceAsync',
    access: 'customer',
    pages: PAGES,
    parameter: printCashInvoicesParameter,
    successMessage: 'exportSentToCentre',
    handler: async ({ scope, caller, parameter, lang, request }): Promise<InvoiceTaskStarted> => {
      const billNos = [...new Set(parameter.billNos)];
      const days = new Map(await Promise.all(billNos.map(async (billNo) => [billNo, await dayOf(scope, billNo)] as const)));
      const started = await printDocumentInvoices(
        db,
        jobs,
        caller,
        scope,
        {
          kind: CASH_BILL,
          refs: billNos,
          issue: (tx, billNo) => issueCashInvoice(tx, scope, config.company, texts.translate, { billNo, day: days.get(billNo)! }),
          missing: (billNo) => new PortalError(Code.NOT_FOUND, 'cashBillNotFound', { billNo }),
        },
        texts.translate,
        lang,
      );
      request.log.info(
        { event: 'invoice.print', userId: scope.userId, taskId: started.taskId, bills: billNos.length },
        'cash bill invoices sent to the download centre',
      );
      return started;
    },
  });

  registerExport(
    { app, ...deps },
    {
      name: 'exportCashBills',
      access: 'customer',
      pages: PAGES,
      parseParams: filtersBy(cashBillListParameter.omit({ page: true, pageSize: true })),
      authorize: async (_db, caller) => {
        if (!(await grants.holds(caller, PAGES))) throw new PortalError(Code.FORBIDDEN, 'noPermission');
      },
      count: (db, caller, query) => countBills(db, scopeOf(caller), filterOf(query)),
      rows: async (db, caller, query, page) => {
        const rows = await listBills(db, scopeOf(caller), filterOf(query), {
          limit: page.limit,
          beforeDay: (page.afterKey as string | null) ?? undefined,
        });
        return rows.map((r) => ({
          ...r,
          state: texts.translate(r.state === 'OPEN' ? 'cashBillOpen' : 'cashBillClosed', query.lang),
          // Money in ringgit in a spreadsheet: a number Excel adds up as it is shown.
          amountSen: ringgitOf(r.amountSen),
          sstSen: ringgitOf(r.sstSen),
          totalSen: ringgitOf(r.totalSen),
          invoiceNos: r.invoiceNos.join(', '),
        }));
      },
      key: (row) => row.day as string,
      fileName: (lang) => texts.translate('cashBillFileName', lang),
    },
  );
}
