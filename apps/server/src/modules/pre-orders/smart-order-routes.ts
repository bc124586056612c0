import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import {
  addSmartOrderParameter,
  deleteSmartOrderParameter,
  SMART_ORDER_MAX,
  SMART_ORDER_PAGE,
  type SmartOrder,
  updateSmartOrderParameter,
} from '@portal/shared/pre-orders';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { PreOrdersDeps } from './module.ts';
import { deleteSmartOrder, insertSmartOrder, smartOrderCount, smartOrdersOf, updateSmartOrder } from './smart-order-repository.ts';

const nameTaken = (err: unknown) => (isUniqueViolation(err) ? new PortalError(Code.CONFLICT, 'smartOrderNameTaken') : err);

/**
 * Smart orders: named presets (sender, product, goods, service, payment). The normal order form
 * lists them and fills itself from one in a click, so the list is the normal order page's too.
 */
export function smartOrderRoutes(app: FastifyInstance, { db }: PreOrdersDeps): void {
  app.portal.endpoint({
    name: 'smartOrderList',
    access: 'customer',
    pages: [SMART_ORDER_PAGE, 'normalOrder'],
    parameter: emptyParameter,
    handler: async ({ scope }): Promise<SmartOrder[]> => {
      const rows = await smartOrdersOf(db, scope);
      // The preset's fields on the row too, for the list's columns.
      return rows.map((r) => ({ ...r.preset, id: r.id, name: r.name, preset: r.preset, updatedAt: r.updatedAt.toISOString() }));
    },
  });

  app.portal.endpoint({
    name: 'addSmartOrder',
    access: 'customer',
    pages: [SMART_ORDER_PAGE],
    parameter: addSmartOrderParameter,
    successMessage: 'addSuccess',
    handler: async ({ scope, parameter }) => {
      if ((await smartOrderCount(db, scope)) >= SMART_ORDER_MAX)
        throw new PortalError(Code.BAD_PARAMETER, 'smartOrderLimit', { max: SMART_ORDER_MAX });
      try {
        return { id: await insertSmartOrder(db, scope, parameter) };
      } catch (err) {
        throw nameTaken(err);
      }
    },
  });

  app.portal.endpoint({
    name: 'updateSmartOrder',
    access: 'customer',
    pages: [SMART_ORDER_PAGE],
    parameter: updateSmartOrderParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      try {
        if (!(await updateSmartOrder(db, scope, parameter.id, parameter))) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        return { id: parameter.id };
      } catch (err) {
        throw nameTaken(err);
      }
    },
  });

  app.portal.endpoint({
    name: 'deleteSmartOrder',
    access: 'customer',
    pages: [SMART_ORDER_PAGE],
    parameter: deleteSmartOrderParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ scope, parameter }) => {
      if (!(await deleteSmartOrder(db, scope, parameter.id))) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return { id: parameter.id };
    },
  });
}
