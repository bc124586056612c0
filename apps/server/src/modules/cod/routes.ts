import {
  COD_BILL_PAGES,
  COD_MANAGEMENT_PAGE,
  COD_STATE_LABELS,
  type CodBillRow,
  codBillDetailParameter,
  codBillListParameter,
  codBillParameter,
  codCountParameter,
  codManagementParameter,
} from '@portal/shared/cod';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { isMessageKey } from '@portal/shared/messages';
import { ringgitOf } from '@portal/shared/money';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import { RawJson } from '../../plugins/portal.ts';
import { type ExportQuery, type ExportSource, recordDocumentTask, registerExport, scopeOf, wakeExports } from '../exports/service.ts';
import { type CodBillTexts, renderCodBill } from './bill-pdf.ts';
import type { CodDeps } from './module.ts';
import { billCustomer, billLines, billOf, countCodParcels, listBills, listCodParcels } from './repository.ts';

const BILL_PAGES = [...COD_BILL_PAGES];
/** A bill's lines are read for its PDF this many at a time. */
const PDF_PAGE_LINES = 5_000;

const notFound = () => new PortalError(Code.NOT_FOUND, 'codBillNotFound');

export function codRoutes(app: FastifyInstance, deps: CodDeps): void {
  const { db, texts, grants } = deps;
  const say = (lang: Lang) => (key: string) => (isMessageKey(key) ? texts.translate(key, lang) : key);
  /** A bill as the pages show it: its waiting note in the caller's language. */
  const shown = (bill: CodBillRow, lang: Lang): CodBillRow => ({ ...bill, note: bill.note ? say(lang)(bill.note) : null });
  const billOrRefuse = async (scope: RowScope, billNo: string) => (await billOf(db, scope, billNo)) ?? Promise.reject(notFound());

  app.portal.endpoint({
    name: 'codManagement',
    access: 'customer',
    pages: [COD_MANAGEMENT_PAGE],
    parameter: codManagementParameter,
    handler: async ({ scope, parameter }) => listCodParcels(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'codCount',
    access: 'customer',
    pages: [COD_MANAGEMENT_PAGE],
    parameter: codCountParameter,
    handler: async ({ scope, parameter }) => countCodParcels(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'getCodBills',
    access: 'customer',
    pages: BILL_PAGES,
    parameter: codBillListParameter,
    handler: async ({ scope, parameter, lang }) => {
      const page = await listBills(db, scope, parameter);
      return { ...page, list: page.list.map((b) => shown(b, lang)) };
    },
  });

  app.portal.endpoint({
    name: 'getCodBillDetails',
    access: 'customer',
    pages: BILL_PAGES,
    parameter: codBillDetailParameter,
    handler: async ({ scope, parameter, lang }) => {
      const { id, ...bill } = await billOrRefuse(scope, parameter.billNo);
      const lines = await billLines(db, scope, id, { limit: parameter.pageSize, offset: (parameter.page - 1) * parameter.pageSize });
      return { bill: shown(bill, lang), total: bill.parcels, list: lines.map(({ id: _, ...line }) => line) };
    },
  });

  // The details export: the page's direct form and the spec's Async / NewAsync forms (download centre).
  const authorize = async (_db: unknown, caller: Parameters<NonNullable<ExportSource['authorize']>>[1]) => {
    if (!(await grants.holds(caller, BILL_PAGES))) throw new PortalError(Code.FORBIDDEN, 'noPermission');
  };
  const billOfQuery = async (caller: Parameters<typeof scopeOf>[0], query: ExportQuery) =>
    billOrRefuse(scopeOf(caller), query.params.billNo as string);
  const parseBill = (params: unknown) => {
    const parsed = codBillParameter.safeParse(params ?? {});
    if (!parsed.success) throw notFound();
    return parsed.data;
  };
  for (const [name, alwaysTask] of [
    ['exportCodBillDetails', false],
    ['exportCodBillDetailsAsync', true],
    ['exportCodBillDetailsNewAsync', true],
  ] as const) {
    registerExport(
      { app, ...deps },
      {
        name,
        access: 'customer',
        pages: BILL_PAGES,
        alwaysTask,
        parseParams: parseBill,
        authorize,
        checkQuery: async (_db, caller, query) => void (await billOfQuery(caller, query)),
        count: async (_db, caller, query) => (await billOfQuery(caller, query)).parcels,
        rows: async (_db, caller, query, page) => {
          const bill = await billOfQuery(caller, query);
          const lines = await billLines(db, scopeOf(caller), bill.id, {
            limit: page.limit,
            afterId: (page.afterKey as number | null) ?? 0,
          });
          // Money in ringgit in a spreadsheet: a number Excel adds up as it is shown.
          return lines.map((l) => ({
            id: l.id,
            billNo: bill.billNo,
            waybillNo: l.waybillNo,
            receiverName: l.receiverName,
            signedAt: l.signedAt ? new Date(l.signedAt) : null,
            collectedSen: ringgitOf(l.collectedSen),
            feeSen: ringgitOf(l.feeSen),
            netSen: ringgitOf(l.netSen),
          }));
        },
        key: (row) => row.id as number,
        fileName: (lang) => texts.translate('codBillDetailsFileName', lang),
      },
    );
  }

  // The bill as a PDF, made by the export centre's job and kept in the download centre.
  const pdfTexts = (lang: Lang): CodBillTexts => {
    const of = (key: Parameters<typeof texts.translate>[0]) => (params?: Record<string, string | number>) =>
      texts.translate(key, lang, params);
    return {
      title: of('codPdfTitle'),
      billNo: of('codPdfBillNo'),
      customer: of('codPdfCustomer'),
      state: of('codPdfState'),
      period: of('codPdfPeriod'),
      created: of('codPdfCreated'),
      bank: of('codPdfBank'),
      reference: of('codPdfReference'),
      waybillNo: of('codPdfWaybillNo'),
      receiver: of('codPdfReceiver'),
      signedAt: of('codPdfSignedAt'),
      collected: of('codPdfCollected'),
      fee: of('codPdfFee'),
      net: of('codPdfNet'),
      total: of('codPdfTotal'),
      page: of('codPdfPage'),
    };
  };
  // The bill's PDF is drawn in the download centre (issue 17: the Async form), as invoice PDFs are.
  deps.exportSources.addDocument({
    name: 'printCodInvoiceAsync',
    access: 'customer',
    render: async (_db, caller, { params, lang }) => {
      const { id, ...bill } = await billOrRefuse(scopeOf(caller), parseBill(params).billNo);
      const scope = scopeOf(caller);
      const customer = await billCustomer(db, scope);
      const lines: Awaited<ReturnType<typeof billLines>> = [];
      for (;;) {
        const page = await billLines(db, scope, id, { limit: PDF_PAGE_LINES, afterId: lines.at(-1)?.id ?? 0 });
        lines.push(...page);
        if (page.length < PDF_PAGE_LINES) break;
      }
      const data = await renderCodBill(
        { bill, customer, stateLabel: texts.translate(COD_STATE_LABELS[bill.state], lang), lines },
        pdfTexts(lang),
      );
      return { data, contentType: 'application/pdf', items: lines.length };
    },
  });

  app.portal.endpoint({
    name: 'printCodInvoiceAsync',
    access: 'customer',
    pages: BILL_PAGES,
    parameter: codBillParameter,
    handler: async ({ scope, caller, parameter, lang }) => {
      const bill = await billOrRefuse(scope, parameter.billNo);
      const taskId = await db.transaction((tx) =>
        recordDocumentTask(tx, deps.jobs, caller, {
          source: 'printCodInvoiceAsync',
          name: `${bill.billNo}.pdf`,
          params: { billNo: bill.billNo },
          lang,
        }),
      );
      wakeExports(deps.jobs);
      const started = { mode: 'task' as const, taskId };
      return new RawJson(JSON.stringify(app.portal.envelope(Code.OK, 'codInvoiceQueued', lang, undefined, started)));
    },
  });
}
