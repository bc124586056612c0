import { Code } from '@portal/shared/codes';
import type { MessageKey } from '@portal/shared/messages';
import type { OrderStatus, PayMethod, ServeType } from '@portal/shared/order';
import {
  ORDER_MANAGE_PAGE,
  ORDER_STATUS_LABELS,
  type OrderFilter,
  type OrderPlainText,
  orderCountParameter,
  orderDetailParameter,
  orderFilterParameter,
  orderListParameter,
  orderPlainTextParameter,
  PAY_METHOD_LABELS,
  SERVE_TYPE_LABELS,
} from '@portal/shared/order-manage';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { type ExportQuery, registerExport, scopeOf } from '../exports/service.ts';
import {
  countByStatus,
  countOrders,
  listOrders,
  orderDetail,
  orderPlainText,
  orderStatistics,
  ordersAfter,
  parseCursor,
} from './manage-repository.ts';
import type { OrdersDeps } from './module.ts';

const noPermission = () => new PortalError(Code.FORBIDDEN, 'noPermission');
const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

/** Revealing phones and addresses is for one row at a time, not for harvesting: per address, a minute. */
export const PLAIN_TEXT_RATE_LIMIT = 120;

/**
 * Every order call here answers the caller's customer's orders only, and only to an account that
 * holds the orderManage page: a main account when its customer has the page, a sub-account when
 * its main account granted it (docs/decisions.md "Order management"). Each declares the page.
 */
const pages = [ORDER_MANAGE_PAGE] as const;

/** Order management (spec page orderManage, issue 5): the list, its status tabs and totals, one order, revealing, export. */
export function orderManageRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const { db } = deps;
  registerOrderExport({ app, ...deps });

  app.portal.endpoint({
    name: 'getOrders',
    access: 'customer',
    pages,
    parameter: orderListParameter,
    handler: async ({ scope, parameter, lang }) => listOrders(db, scope, parameter, lang),
  });

  app.portal.endpoint({
    name: 'getStatusCountData',
    access: 'customer',
    pages,
    parameter: orderCountParameter,
    handler: async ({ scope, parameter }) => countByStatus(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'getOrdersStatistics',
    access: 'customer',
    pages,
    parameter: orderFilterParameter,
    handler: async ({ scope, parameter }) => orderStatistics(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'getOrderDetail',
    access: 'customer',
    pages,
    parameter: orderDetailParameter,
    handler: async ({ caller, scope, parameter, lang }) => {
      // Not on the shared list of frozen-blocked calls: refused here, as the page it serves is.
      if (caller.lockFlag === 1) throw new PortalError(Code.ACCOUNT_FROZEN, 'accountFrozen');
      const detail = await orderDetail(db, scope, parameter.waybillNo, lang);
      if (!detail) throw notFound();
      return detail;
    },
  });

  /**
   * Spec 2: the masked receiver phone or address of one row, shown when asked. Every reveal is an
   * audit line in the server log (`order.plainText`: who, which waybill, which field; the text itself
   * is never logged).
   */
  app.portal.endpoint({
    name: 'getOrderPlainText',
    access: 'customer',
    pages,
    parameter: orderPlainTextParameter,
    rateLimit: PLAIN_TEXT_RATE_LIMIT,
    handler: async ({ scope, parameter, request }): Promise<OrderPlainText> => {
      const { billCode, queryType } = parameter;
      const text = await orderPlainText(db, scope, billCode, queryType);
      if (text === null) throw notFound();
      app.log.info(
        {
          event: 'order.plainText',
          reqId: request.id,
          userId: scope.userId,
          loginCode: scope.loginCode,
          customerId: scope.customerId,
          waybillNo: billCode,
          queryType,
          ip: request.ip,
        },
        'order receiver detail revealed',
      );
      return { billCode, queryType, text };
    },
  });
}

const ids = (query: ExportQuery): string[] | null => query.ids?.map((id) => id.trim()).filter(Boolean) ?? null;
const filterOf = (query: ExportQuery) => query.params as Partial<OrderFilter>;

/**
 * `exportOrders` (spec 7: the order management list exports through it): the list's filters or the
 * ticked waybills (export key `waybillNo`), columns as the list. A shipper exports to reconcile, so
 * an account that may reveal a row's phone and address (`getOrderPlainText`: it holds the page) gets
 * them whole; any other would get them masked as the list shows them (docs/decisions.md). Who
 * exported is the task's account and an audit line (`export.recorded`). Spec 6: an account with
 * exportFlag 1 may not export this list, which the server refuses as well as the page hiding the button.
 */
function registerOrderExport(deps: OrdersDeps & { app: FastifyInstance }): void {
  const { texts, grants } = deps;
  registerExport(deps, {
    name: 'exportOrders',
    access: 'customer',
    pages,
    parseParams: (params) => {
      const parsed = orderFilterParameter.safeParse(params ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue?.message as MessageKey | undefined;
        if (key === 'waybillQueryTooMany' || key === 'waybillNoInvalid')
          throw new PortalError(Code.BAD_PARAMETER, key, (issue as { params?: Record<string, string | number> }).params);
        throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'params' });
      }
      return parsed.data;
    },
    authorize: async (db, caller) => {
      const [[user], permitted] = await Promise.all([
        db.select({ exportFlag: users.exportFlag }).from(users).where(eq(users.id, caller.userId)),
        grants.holds(caller, pages),
      ]);
      if (!permitted) throw noPermission();
      if (user?.exportFlag === 1) throw new PortalError(Code.FORBIDDEN, 'orderExportNotAllowed');
    },
    count: async (db, caller, query) => (await countOrders(db, scopeOf(caller), filterOf(query), null, ids(query))).total,
    rows: async (db, caller, query, page) => {
      // The rule getOrderPlainText's guard applies, asked as the rows are written (a grant may go meanwhile).
      const reveal = await grants.holds(caller, pages);
      const rows = await ordersAfter(
        db,
        scopeOf(caller),
        filterOf(query),
        ids(query),
        parseCursor(page.afterKey),
        page.limit,
        query.lang,
        reveal,
      );
      const label = (key: MessageKey | undefined, code: string) => (key ? texts.translate(key, query.lang) : code);
      return rows.map((r) => ({
        ...r,
        createTime: new Date(r.createTime),
        status: label(ORDER_STATUS_LABELS[r.status as OrderStatus], r.status),
        payMethod: label(PAY_METHOD_LABELS[r.payMethod as PayMethod], r.payMethod),
        serveType: label(SERVE_TYPE_LABELS[r.serveType as ServeType], r.serveType),
        // Money in ringgit in a spreadsheet: a number Excel adds up as it is shown.
        codSen: r.codSen / 100,
        totalSen: r.totalSen / 100,
      }));
    },
    key: (row) => row.cursor as string,
    fileName: (lang) => texts.translate('orderExportFileName', lang),
  });
}
