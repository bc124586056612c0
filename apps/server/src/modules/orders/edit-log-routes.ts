import { Code } from '@portal/shared/codes';
import { editLogFilterParameter, editLogParameter, WAYBILL_EDIT_LOG_PAGE } from '@portal/shared/order-changes';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { parseTimeCursor } from '../../lib/keyset.ts';
import { type ExportQuery, registerExport, scopeOf } from '../exports/service.ts';
import type { OrdersDeps } from './module.ts';
import { countOrderChanges, listOrderChanges, orderChangesAfter } from './order-changes.ts';

const pages = [WAYBILL_EDIT_LOG_PAGE] as const;

/** The ticked rows of an export (export key `id`); an id that is not a number names no change. */
const ids = (query: ExportQuery): number[] | null => query.ids?.map(Number).filter(Number.isSafeInteger) ?? null;

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
      parseParams: (params) => {
        const parsed = editLogFilterParameter.safeParse(params ?? {});
        if (!parsed.success) throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'params' });
        return parsed.data;
      },
      count: (db, caller, query) => countOrderChanges(db, scopeOf(caller), query.params, ids(query)),
      rows: async (db, caller, query, page) => {
        const rows = await orderChangesAfter(
          db,
          scopeOf(caller),
          query.params,
          ids(query),
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
