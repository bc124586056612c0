import { randomUUID } from 'node:crypto';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { batchOutcomeMessage } from '@portal/shared/order-multi';
import {
  batchEditVipOrderParameter,
  editVipOrderParameter,
  editVipOrderRowParameter,
  PRE_ORDER_PAGE,
  PRE_ORDER_SAVED_MAX,
  saveOrderSettingParameter,
  saveVipOrderParameter,
  vipOrderIdParameter,
  vipOrderIdsParameter,
  vipOrderListParameter,
  vipOrderPlainTextParameter,
} from '@portal/shared/pre-orders';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { dropPointIssuesOf } from '../service-area/service.ts';
import type { PreOrdersDeps } from './module.ts';
import {
  countSaved,
  insertPreOrder,
  listPreOrders,
  mergeFields,
  preOrdersOf,
  removeSaved,
  rewriteFields,
  saveSetting,
  settingOf,
} from './repository.ts';
import { submitPreOrders } from './submit-pre-orders.ts';

const pages = [PRE_ORDER_PAGE] as const;

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
const alreadyPlaced = () => new PortalError(Code.CONFLICT, 'preOrderPlaced');

/** Pre-orders (VIP orders): saved, edited, removed and submitted in batches; the customer's defaults. */
export function preOrderRoutes(app: FastifyInstance, deps: PreOrdersDeps): void {
  const { db } = deps;
  const place = { ...deps, translate: deps.texts.translate };

  /** A pre-order saved without submitting; the customer's defaults fill the fields it leaves out. */
  app.portal.endpoint({
    name: 'saveVipOrder',
    access: 'customer',
    pages,
    parameter: saveVipOrderParameter,
    successMessage: 'preOrderSaved',
    handler: async ({ scope, parameter }) => {
      const { SAVED } = await countSaved(db, scope);
      if (SAVED >= PRE_ORDER_SAVED_MAX) throw new PortalError(Code.BAD_PARAMETER, 'preOrderLimit', { max: PRE_ORDER_SAVED_MAX });
      const setting = await settingOf(db, scope);
      const id = await insertPreOrder(db, scope, { ...setting, ...parameter.order }, `vip-${randomUUID()}`, parameter.vipMenuName ?? null);
      return { id };
    },
  });

  app.portal.endpoint({
    name: 'getVipOrderCount',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => countSaved(db, scope),
  });

  /** The pre-order list (saved or placed), receiver details masked. */
  app.portal.endpoint({
    name: 'getVipOrderList',
    access: 'customer',
    pages,
    parameter: vipOrderListParameter,
    handler: async ({ scope, parameter }) => {
      const { records, total } = await listPreOrders(db, scope, parameter.status, parameter.page, parameter.pageSize);
      return { list: records, total };
    },
  });

  /** One pre-order whole, for its edit form (what the form shows the user typed, unmasked). */
  app.portal.endpoint({
    name: 'getVipOrderById',
    access: 'customer',
    pages,
    parameter: vipOrderIdParameter,
    handler: async ({ scope, parameter }) => {
      const [record] = await preOrdersOf(db, scope, [parameter.id]);
      if (!record) throw notFound();
      return { id: record.id, status: record.status, waybillNo: record.waybillNo, order: record.fields };
    },
  });

  app.portal.endpoint({
    name: 'editVipOrder',
    access: 'customer',
    pages,
    parameter: editVipOrderParameter,
    handler: async ({ scope, parameter }) => {
      if (await rewriteFields(db, scope, parameter.id, parameter.order)) return { id: parameter.id };
      const [record] = await preOrdersOf(db, scope, [parameter.id]);
      throw record ? alreadyPlaced() : notFound();
    },
  });

  /** One list row edited in place (receiver, goods, weight): the fields sent change, the rest stay as saved. */
  app.portal.endpoint({
    name: 'editVipOrderRow',
    access: 'customer',
    pages,
    parameter: editVipOrderRowParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      if (await mergeFields(db, scope, parameter.id, parameter.changes)) return { id: parameter.id };
      const [record] = await preOrdersOf(db, scope, [parameter.id]);
      throw record ? alreadyPlaced() : notFound();
    },
  });

  /** The same changes (sender, product, goods, service, payment) on every selected saved pre-order. */
  app.portal.endpoint({
    name: 'batchEditVipOrder',
    access: 'customer',
    pages,
    parameter: batchEditVipOrderParameter,
    handler: async ({ scope, parameter }) => {
      const changes = Object.fromEntries(Object.entries(parameter.changes).filter(([, v]) => v !== undefined));
      // The site is looked up before the transaction: the network is read outside it (one connection on PGlite).
      const site = parameter.changes.dropPointCode;
      const point = site ? await deps.dropPoints.find(site) : undefined;
      return db.transaction(async (tx) => {
        const records = await preOrdersOf(tx, scope, parameter.ids);
        if (records.length !== new Set(parameter.ids).size) throw notFound();
        if (records.some((r) => r.status !== 'SAVED')) throw alreadyPlaced();
        // A drop-off site set on all of them must be one each can be handed in at (submitting checks it again).
        const [issue] = site ? records.flatMap((r) => dropPointIssuesOf(point, { ...r.fields, ...changes })) : [];
        if (issue) throw new PortalError(Code.BAD_PARAMETER, issue.key, issue.params);
        for (const r of records) await rewriteFields(tx, scope, r.id, { ...r.fields, ...changes });
        return { edited: records.length };
      });
    },
  });

  app.portal.endpoint({
    name: 'batchRemoveVipOrder',
    access: 'customer',
    pages,
    parameter: vipOrderIdsParameter,
    handler: async ({ scope, parameter }) =>
      db.transaction(async (tx) => {
        const records = await preOrdersOf(tx, scope, parameter.ids);
        if (records.length !== new Set(parameter.ids).size) throw notFound();
        if (records.some((r) => r.status !== 'SAVED')) throw alreadyPlaced();
        return { removed: await removeSaved(tx, scope, parameter.ids) };
      }),
  });

  /** Places the selected pre-orders, each as insertOrder would, with a result per row. */
  app.portal.endpoint({
    name: 'batchSubmitVipOrder',
    access: 'customer',
    pages,
    parameter: vipOrderIdsParameter,
    handler: async ({ scope, parameter, lang }) => {
      const records = await preOrdersOf(db, scope, parameter.ids);
      if (!records.length) throw notFound();
      return submitPreOrders(place, scope, parameter.ids, lang);
    },
    successMessage: batchOutcomeMessage,
  });

  /** The customer's defaults for new pre-orders. */
  app.portal.endpoint({
    name: 'saveOrderSetting',
    access: 'customer',
    pages,
    parameter: saveOrderSettingParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      await saveSetting(db, scope, parameter.setting);
      return parameter.setting;
    },
  });

  app.portal.endpoint({
    name: 'getOrderSetting',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => settingOf(db, scope),
  });

  /**
   * A masked receiver phone or address of one pre-order, shown when asked. Each reveal is an audit
   * line in the server log (`preOrder.plainText`: who, which pre-order, which field; never the text).
   */
  app.portal.endpoint({
    name: 'getVipOrderPlainText',
    access: 'customer',
    pages,
    parameter: vipOrderPlainTextParameter,
    rateLimit: 120,
    handler: async ({ scope, parameter, request }) => {
      const [record] = await preOrdersOf(db, scope, [parameter.id]);
      if (!record) throw notFound();
      app.log.info(
        {
          event: 'preOrder.plainText',
          reqId: request.id,
          userId: scope.userId,
          loginCode: scope.loginCode,
          customerId: scope.customerId,
          preOrderId: record.id,
          queryType: parameter.queryType,
          ip: request.ip,
        },
        'pre-order receiver detail revealed',
      );
      return { id: record.id, queryType: parameter.queryType, text: record.fields[parameter.queryType] ?? '' };
    },
  });
}
