import { Code } from '@portal/shared/codes';
import type { InvoiceTaskStarted } from '@portal/shared/invoice';
import type { CustomerPage } from '@portal/shared/menu';
import { ringgitOf } from '@portal/shared/money';
import {
  addBillAdjustmentParameter,
  billAdjustParameter,
  billDetailsFilter,
  billDetailsParameter,
  feeByBillCodesParameter,
  monthlyBillsFilter,
  monthlyBillsParameter,
  printStatementInvoicesParameter,
  runBillingParameter,
  STATEMENT_STATUS_LABELS,
  type StatementStatus,
  statementPaymentParameter,
} from '@portal/shared/statements';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/portal-origins.ts';
import { type ExportQuery, filtersBy, registerExport, scopeOf } from '../exports/service.ts';
import { invoicesOfDocuments, printDocumentInvoices } from '../invoices/service.ts';
import { addAdjustment, markPaid, regenerateStatement } from './adjustments.ts';
import { closeMonth } from './close-month.ts';
import { issueStatementInvoice } from './issue-statement-invoice.ts';
import type { StatementsDeps } from './module.ts';
import { payStatementOnline } from './pay-online.ts';
import {
  billAdjustmentsOf,
  billLines,
  billOf,
  billOut,
  billsAfter,
  billsWhere,
  countBills,
  countLines,
  feesOf,
  lineOut,
  linesAfter,
  listBills,
} from './repository.ts';
import { MONTHLY_STATEMENT } from './statement-kind.ts';

/** Both statement pages (the old and the new layout) serve the same calls. */
const pages: readonly CustomerPage[] = ['monthlyStatement', 'monthlyStatementNew'];
const billNoOnly = z.object({ billNo: billDetailsFilter.shape.billNo });

/** The ticked rows of an export: statement numbers (bills) or waybill numbers (details). */
const ids = (query: ExportQuery): string[] | null => query.ids?.map((id) => id.trim()).filter(Boolean) ?? null;
/** Money in ringgit in a spreadsheet: a number Excel adds up as it is shown. */
/**
 * Monthly statements (issue 17): the list, its details and adjustments, fees of any waybills, the
 * two exports, and the courier staff's calls (administrator) to add an adjustment, run a month,
 * regenerate a statement's figures and record a payment.
 */
export function statementRoutes(app: FastifyInstance, deps: StatementsDeps): void {
  const { db, texts } = deps;
  const found = async (scope: { customerId: number }, billNo: string) => {
    const bill = await billOf(db, scope, billNo);
    if (!bill) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    return bill;
  };

  app.portal.endpoint({
    name: 'getMonthlyBills',
    access: 'customer',
    pages,
    parameter: monthlyBillsParameter,
    handler: async ({ scope, parameter }) => listBills(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'getMonthlyBillDetails',
    access: 'customer',
    pages,
    parameter: billDetailsParameter,
    handler: async ({ scope, parameter }) => {
      const bill = await found(scope, parameter.billNo);
      return { bill: billOut(bill), ...(await billLines(db, scope, bill, parameter)) };
    },
  });

  app.portal.endpoint({
    name: 'getMonthlyBillAdjustList',
    access: 'customer',
    pages,
    parameter: billAdjustParameter,
    handler: async ({ scope, parameter }) => billAdjustmentsOf(db, scope, await found(scope, parameter.billNo), parameter),
  });

  app.portal.endpoint({
    name: 'getFeeByBillCodes',
    access: 'customer',
    pages,
    parameter: feeByBillCodesParameter,
    handler: async ({ scope, parameter }) => feesOf(db, scope, [...new Set(parameter.billCodes)]),
  });

  app.portal.endpoint({
    name: 'getPaymentPage',
    access: 'customer',
    pages,
    parameter: statementPaymentParameter,
    handler: async ({ scope, parameter, request }) =>
      payStatementOnline(
        db,
        deps.payments,
        scope,
        parameter.billNo,
        requestOrigin(request, deps.config.portalOrigins, deps.config.publicUrl),
      ),
  });

  app.portal.endpoint({
    name: 'printInvoiceNewAsync',
    access: 'customer',
    pages,
    parameter: printStatementInvoicesParameter,
    successMessage: 'exportSentToCentre',
    handler: async ({ scope, caller, parameter, lang, request }): Promise<InvoiceTaskStarted> => {
      const billNos = [...new Set(parameter.billNos)];
      const statements = new Map((await Promise.all(billNos.map((billNo) => found(scope, billNo)))).map((s) => [s.billNo, s]));
      const started = await printDocumentInvoices(
        db,
        deps.jobs,
        caller,
        scope,
        {
          kind: MONTHLY_STATEMENT,
          refs: billNos,
          issue: async (tx, billNo) => {
            const issued = await issueStatementInvoice(tx, scope, deps.config.company, texts.translate, statements.get(billNo)!);
            if (issued) request.log.info({ event: 'invoice.issued', userId: scope.userId, invoiceNo: issued, billNo }, 'invoice issued');
          },
          missing: () => new PortalError(Code.NOT_FOUND, 'recordNotFound'),
        },
        texts.translate,
        lang,
      );
      request.log.info(
        { event: 'invoice.print', userId: scope.userId, taskId: started.taskId, statements: billNos.length },
        'statement invoices sent to the download centre',
      );
      return started;
    },
  });

  registerExport(
    { app, ...deps },
    {
      name: 'exportBills',
      access: 'customer',
      pages,
      parseParams: filtersBy(monthlyBillsFilter),
      count: (db, caller, query) => countBills(db, billsWhere(scopeOf(caller), query.params, ids(query))),
      rows: async (db, caller, query, page) => {
        const rows = await billsAfter(
          db,
          billsWhere(scopeOf(caller), query.params, ids(query)),
          page.afterKey as number | null,
          page.limit,
        );
        const invoiced = await invoicesOfDocuments(
          db,
          scopeOf(caller),
          MONTHLY_STATEMENT,
          rows.map((r) => r.billNo),
        );
        return rows.map((r) => {
          const b = billOut(r);
          return {
            id: r.id,
            ...b,
            invoiceNos: (invoiced.get(r.billNo) ?? []).join(', '),
            issuedAt: r.issuedAt,
            status: texts.translate(STATEMENT_STATUS_LABELS[b.status as StatementStatus], query.lang),
            freightSen: ringgitOf(b.freightSen),
            insuranceSen: ringgitOf(b.insuranceSen),
            codFeeSen: ringgitOf(b.codFeeSen),
            discountSen: ringgitOf(b.discountSen),
            shipmentsSen: ringgitOf(b.shipmentsSen),
            adjustmentsSen: ringgitOf(b.adjustmentsSen),
            taxableSen: ringgitOf(b.taxableSen),
            sstSen: ringgitOf(b.sstSen),
            totalSen: ringgitOf(b.totalSen),
          };
        });
      },
      key: (row) => row.id as number,
      fileName: (lang) => texts.translate('statementsExportFileName', lang),
    },
  );

  registerExport(
    { app, ...deps },
    {
      name: 'exportBillDetails',
      access: 'customer',
      pages,
      // Spec 6: the monthly bill details are one of the three lists an account's export switch closes.
      exportSwitch: 'billDetailExportNotAllowed',
      parseParams: filtersBy(billNoOnly),
      count: async (db, caller, query) => {
        const bill = await found(scopeOf(caller), query.params.billNo as string);
        return countLines(db, scopeOf(caller), bill.id, ids(query));
      },
      rows: async (db, caller, query, page) => {
        const bill = await found(scopeOf(caller), query.params.billNo as string);
        const rows = await linesAfter(db, scopeOf(caller), bill.id, ids(query), Number(page.afterKey ?? 0), page.limit);
        return rows.map((r) => ({
          ...lineOut(r),
          billNo: bill.billNo,
          createdAt: r.orderCreatedAt,
          statusAt: r.statusAt,
          freightSen: ringgitOf(r.freightSen),
          insuranceSen: ringgitOf(r.insuranceSen),
          codFeeSen: ringgitOf(r.codFeeSen),
          discountSen: ringgitOf(r.discountSen),
          amountSen: ringgitOf(r.amountSen),
        }));
      },
      key: (row) => row.lineNo as number,
      fileName: (lang) => texts.translate('statementLinesExportFileName', lang),
    },
  );

  // The courier's staff: the administrator account.
  app.portal.endpoint({
    name: 'statements/addAdjustment',
    access: 'admin',
    parameter: addBillAdjustmentParameter,
    handler: async ({ parameter, caller, request }) => {
      const made = await addAdjustment(db, caller.userId, parameter);
      request.log.info({ event: 'statements.adjustment', userId: caller.userId, ...parameter, id: made.id }, 'bill adjustment added');
      return made;
    },
  });

  app.portal.endpoint({
    name: 'statements/runBilling',
    access: 'admin',
    parameter: runBillingParameter,
    handler: async ({ parameter, caller, request }) => {
      const closed = await closeMonth(db, parameter.month, deps.notifications);
      request.log.info({ event: 'statements.closed', userId: caller.userId, ...closed }, 'month-end billing run');
      return closed;
    },
  });

  app.portal.endpoint({
    name: 'statements/regenerate',
    access: 'admin',
    parameter: billNoOnly,
    handler: async ({ parameter }) => regenerateStatement(db, parameter.billNo),
  });

  app.portal.endpoint({
    name: 'statements/markPaid',
    access: 'admin',
    parameter: billNoOnly,
    handler: async ({ parameter, caller, request }) => {
      const paid = await markPaid(db, parameter.billNo);
      request.log.info({ event: 'statements.paid', userId: caller.userId, billNo: parameter.billNo }, 'statement paid');
      return paid;
    },
  });
}
