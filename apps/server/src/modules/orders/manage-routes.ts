import { Code } from '@portal/shared/codes';
import {
  ORDER_MANAGE_PAGE,
  type OrderPlainText,
  orderCountParameter,
  orderDetailParameter,
  orderFilterParameter,
  orderListParameter,
  orderPlainTextParameter,
} from '@portal/shared/order-manage';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { registerOrderListExport } from './list-export.ts';
import { orderDetail, orderPlainText } from './manage-detail.ts';
import { countByStatus, listOrders, orderStatistics } from './manage-repository.ts';
import type { OrdersDeps } from './module.ts';

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

/** Revealing phones and addresses is for one row at a time, not for harvesting: per address, a minute. */
const PLAIN_TEXT_RATE_LIMIT = 120;

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

/** `exportOrders` (spec 7: the order management list exports through it). */
function registerOrderExport(deps: OrdersDeps & { app: FastifyInstance }): void {
  registerOrderListExport(deps, {
    name: 'exportOrders',
    pages,
    parameter: orderFilterParameter,
    shape: 'order',
    notAllowed: 'orderExportNotAllowed',
    fileName: 'orderExportFileName',
  });
}
