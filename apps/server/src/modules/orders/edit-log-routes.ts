import { editLogFilterParameter, editLogParameter, WAYBILL_EDIT_LOG_PAGE } from '@portal/shared/order-changes';
import type { FastifyInstance } from 'fastify';
import { parseTimeCursor } from '../../lib/keyset.ts';
import { filtersBy, numericIds, registerExport, scopeOf } from '../exports/service.ts';
import type { OrdersDeps } from './module.ts';
import { countOrderChanges, listOrderChanges, orderChangesAfter } from './order-changes.ts';

const pages = [WAYBILL_EDIT_LOG_PAGE] as const;

/**
 * The waybill edit log (spec page waybillEditLog, issue 15): every change to the customer's orders
 * after placing, one line per field, newest first, and its export. Spec 6 names no export switch for
 * this list, so exportFlag does not refuse it.
 */
export function editLogRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const { db, texts } = deps;

  app.portal.endpoint({
    name: 'getWaybillEditLog',
    access: 'customer',
    pages,
    parameter: editLogParameter,
    handler: async ({ scope, parameter, lang }) => listOrderChanges(db, scope, parameter, lang, texts.translate),
  });

  registerExport(
    { app, ...deps },
    {
      name: 'exportWaybillEditLog',
      access: 'customer',
      pages,
      parseParams: filtersBy(editLogFilterParameter),
      count: (db, caller, query) => countOrderChanges(db, scopeOf(caller), query.params, numericIds(query)),
      rows: async (db, caller, query, page) => {
        const rows = await orderChangesAfter(
          db,
          scopeOf(caller),
          query.params,
          numericIds(query),
          parseTimeCursor(page.afterKey),
          page.limit,
          query.lang,
          texts.translate,
        );
        return rows.map((r) => ({ ...r, kind: r.kindLabel, changedAt: new Date(r.changedAt) }));
      },
      key: (row) => row.cursor as string,
      fileName: (lang) => texts.translate('editLogExportFileName', lang),
    },
  );
}
