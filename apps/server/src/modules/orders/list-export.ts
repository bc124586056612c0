import { Code } from '@portal/shared/codes';
import type { CustomerPage } from '@portal/shared/menu';
import type { MessageKey } from '@portal/shared/messages';
import { ringgitOf } from '@portal/shared/money';
import type { OrderStatus, PayMethod, ServeType } from '@portal/shared/order';
import { ORDER_MANAGE_PAGE, ORDER_STATUS_LABELS, PAY_METHOD_LABELS, SERVE_TYPE_LABELS } from '@portal/shared/order-manage';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { parseTimeCursor } from '../../lib/keyset.ts';
import { type ExportQuery, registerExport, scopeOf } from '../exports/service.ts';
import { ordersAfter } from './manage-export.ts';
import type { ListFilter } from './manage-filters.ts';
import { countOrders } from './manage-repository.ts';
import type { ROW_SHAPES } from './manage-rows.ts';
import type { OrdersDeps } from './module.ts';

type RowShape = keyof typeof ROW_SHAPES;
type ExportedRow<S extends RowShape> = Awaited<ReturnType<typeof ordersAfter<S>>>[number];

/** An order list's export: order management's (`exportOrders`) or my waybills' (`exportSendOrder`). */
export interface OrderListExport<S extends RowShape> {
  name: string;
  pages: readonly CustomerPage[];
  /** The list's own filters (its zod schema). */
  parameter: z.ZodType<ListFilter>;
  shape: S;
  /** The refusal of an account whose exportFlag is 1 (spec 6). */
  notAllowed: MessageKey;
  fileName: MessageKey;
  /** The list's own cells beyond the order fields, in the export language. */
  cells?: (row: ExportedRow<S>, label: (key: MessageKey | undefined, code: string) => string) => Record<string, unknown>;
}

const noPermission = () => new PortalError(Code.FORBIDDEN, 'noPermission');
const ids = (query: ExportQuery): string[] | null => query.ids?.map((id) => id.trim()).filter(Boolean) ?? null;
/** Who may see a receiver's phone and address whole: an account that may reveal them one at a time (getOrderPlainText). */
const REVEAL_PAGES = [ORDER_MANAGE_PAGE] as const;

/**
 * Makes an order list exportable through the export centre: the list's filters or the ticked
 * waybills (export key `waybillNo`), columns as the list. A shipper exports to reconcile, so an
 * account that may reveal a row's phone and address (it holds order management) gets them whole;
 * any other gets them masked as the list shows them (docs/decisions.md). Who exported is the task's
 * account and an audit line (`export.recorded`). Spec 6: an account with exportFlag 1 may not export
 * these lists, which the server refuses as well as the page hiding the button.
 */
export function registerOrderListExport<S extends RowShape>(deps: OrdersDeps & { app: FastifyInstance }, spec: OrderListExport<S>): void {
  const { texts, grants } = deps;
  const filterOf = (query: ExportQuery) => query.params as ListFilter;
  registerExport(deps, {
    name: spec.name,
    access: 'customer',
    pages: spec.pages,
    parseParams: (params) => {
      const parsed = spec.parameter.safeParse(params ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue?.message as MessageKey | undefined;
        if (key === 'waybillQueryTooMany' || key === 'waybillNoInvalid')
          throw new PortalError(Code.BAD_PARAMETER, key, (issue as { params?: Record<string, string | number> }).params);
        throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'params' });
      }
      return parsed.data as Record<string, unknown>;
    },
    exportSwitch: spec.notAllowed,
    authorize: async (_db, caller) => {
      if (!(await grants.holds(caller, spec.pages))) throw noPermission();
    },
    count: async (db, caller, query) => (await countOrders(db, scopeOf(caller), filterOf(query), null, ids(query))).total,
    rows: async (db, caller, query, page) => {
      // The rule getOrderPlainText's guard applies, asked as the rows are written (a grant may go meanwhile).
      const reveal = await grants.holds(caller, REVEAL_PAGES);
      const rows = await ordersAfter(
        db,
        scopeOf(caller),
        filterOf(query),
        ids(query),
        parseTimeCursor(page.afterKey),
        page.limit,
        query.lang,
        reveal,
        spec.shape,
      );
      const label = (key: MessageKey | undefined, code: string) => (key ? texts.translate(key, query.lang) : code);
      // Each row is this page's own, so its cells are written over in place rather than copied: a copy of
      // every row of a 100,000-row export is garbage the collector meets late (docs/benchmarks.md, exports).
      return rows.map((r): Record<string, unknown> => {
        const extra = spec.cells?.(r, label);
        const cells = r as unknown as Record<string, unknown>;
        cells.createTime = new Date(r.createTime);
        cells.status = label(ORDER_STATUS_LABELS[r.status as OrderStatus], r.status);
        cells.payMethod = label(PAY_METHOD_LABELS[r.payMethod as PayMethod], r.payMethod);
        cells.serveType = label(SERVE_TYPE_LABELS[r.serveType as ServeType], r.serveType);
        // Money in ringgit in a spreadsheet: a number Excel adds up as it is shown.
        cells.codSen = ringgitOf(r.codSen);
        cells.totalSen = ringgitOf(r.totalSen);
        return extra ? Object.assign(cells, extra) : cells;
      });
    },
    key: (row) => row.cursor as string,
    fileName: (lang) => texts.translate(spec.fileName, lang),
  });
}
