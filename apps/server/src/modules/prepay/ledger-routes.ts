import {
  ADVANCE_PAYMENT_PAGE,
  type FeeType,
  LEDGER_CATEGORIES,
  LEDGER_CATEGORY_LABELS,
  LEDGER_CATEGORY_LIST,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type LedgerCategory,
  type LedgerCategoryEntry,
  ledgerFilterParameter,
  ledgerParameter,
} from '@portal/shared/advance-payment';
import { emptyParameter } from '@portal/shared/api';
import { ringgitOf } from '@portal/shared/money';
import type { FastifyInstance } from 'fastify';
import { parseTimeCursor } from '../../lib/keyset.ts';
import { filtersBy, numericIds, registerExport, scopeOf } from '../exports/service.ts';
import { countLedger, ledgerAfter, ledgerTotals, listLedger } from './ledger.ts';
import type { PrepayDeps } from './module.ts';

const pages = [ADVANCE_PAYMENT_PAGE] as const;

const categoryOf = (kind: (typeof LEDGER_KINDS)[number]): LedgerCategory =>
  LEDGER_CATEGORY_LIST.find((c) => (LEDGER_CATEGORIES[c] as readonly string[]).includes(kind)) ?? 'adjustment';

/** The advance payment page (issue 17): the wallet's ledger, its types and categories, totals and export. */
export function ledgerRoutes(app: FastifyInstance, deps: PrepayDeps): void {
  const { db, texts } = deps;

  app.portal.endpoint({
    name: 'prepay/selectFeeTypeEnum',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ lang }): Promise<FeeType[]> =>
      LEDGER_KINDS.map((code) => ({ code, name: texts.translate(LEDGER_KIND_LABELS[code], lang), category: categoryOf(code) })),
  });

  app.portal.endpoint({
    name: 'prepay/queryCategoryCode',
    access: 'customer',
    pages,
    withoutDo: true,
    parameter: emptyParameter,
    handler: async ({ lang }): Promise<LedgerCategoryEntry[]> =>
      LEDGER_CATEGORY_LIST.map((code) => ({
        code,
        name: texts.translate(LEDGER_CATEGORY_LABELS[code], lang),
        kinds: [...LEDGER_CATEGORIES[code]],
      })),
  });

  app.portal.endpoint({
    name: 'prepay/queryBillFlow',
    access: 'customer',
    pages,
    parameter: ledgerParameter,
    handler: async ({ scope, parameter, lang }) => listLedger(db, scope, parameter, lang, texts.translate),
  });

  app.portal.endpoint({
    name: 'prepay/queryBillFlowTotal',
    access: 'customer',
    pages,
    parameter: ledgerFilterParameter,
    handler: async ({ scope, parameter }) => ledgerTotals(db, scope, parameter),
  });

  registerExport(
    { app, ...deps },
    {
      name: 'prepay/exportBillFlow',
      access: 'customer',
      pages,
      parseParams: filtersBy(ledgerFilterParameter),
      count: (db, caller, query) => countLedger(db, scopeOf(caller), query.params, numericIds(query)),
      rows: async (db, caller, query, page) => {
        const rows = await ledgerAfter(
          db,
          scopeOf(caller),
          query.params,
          numericIds(query),
          parseTimeCursor(page.afterKey),
          page.limit,
          query.lang,
          texts.translate,
        );
        // The export writes ringgit, as the page shows them; the types by name.
        return rows.map((r) => ({
          ...r,
          feeType: r.feeTypeName,
          amountSen: ringgitOf(r.amountSen),
          balanceAfterSen: ringgitOf(r.balanceAfterSen),
          createdAt: new Date(r.createdAt),
        }));
      },
      key: (row) => row.cursor as string,
      fileName: (lang) => texts.translate('ledgerExportFileName', lang),
    },
  );
}
