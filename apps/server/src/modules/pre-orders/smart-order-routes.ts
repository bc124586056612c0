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
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smartOrders } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { PreOrdersDeps } from './module.ts';

const mine = ({ customerId }: RowScope) => eq(smartOrders.customerId, customerId);
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
      const rows = await db.select().from(smartOrders).where(mine(scope)).orderBy(asc(smartOrders.name));
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
      const [kept] = await db.select({ n: count() }).from(smartOrders).where(mine(scope));
      if ((kept?.n ?? 0) >= SMART_ORDER_MAX) throw new PortalError(Code.BAD_PARAMETER, 'smartOrderLimit', { max: SMART_ORDER_MAX });
      try {
        const [row] = await db
          .insert(smartOrders)
          .values({ customerId: scope.customerId, createdBy: scope.userId, name: parameter.name, preset: parameter.preset })
          .returning({ id: smartOrders.id });
        return { id: row!.id };
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
        const done = await db
          .update(smartOrders)
          .set({ name: parameter.name, preset: parameter.preset, updatedAt: new Date() })
          .where(and(mine(scope), eq(smartOrders.id, parameter.id)))
          .returning({ id: smartOrders.id });
        if (!done.length) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
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
      const gone = await db
        .delete(smartOrders)
        .where(and(mine(scope), eq(smartOrders.id, parameter.id)))
        .returning({ id: smartOrders.id });
      if (!gone.length) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return { id: parameter.id };
    },
  });
}
