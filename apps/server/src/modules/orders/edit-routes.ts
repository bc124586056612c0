import { Code } from '@portal/shared/codes';
import { type UpdatedOrder, updateInternationalOrderParameter, updateOrderParameter } from '@portal/shared/order-edit';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../app.ts';
import { PortalError } from '../../lib/errors.ts';
import { holdsPage } from '../../lib/page-grants.ts';
import type { Caller } from '../../plugins/portal.ts';
import { type EditDeps, editDomesticOrder, editInternationalOrder } from './edit-order.ts';
import type { OrderServices } from './routes.ts';

/**
 * Editing a PENDING order (spec 4, issue 5) from order management: updateOrder.do and
 * updateInternationalOrder.do. Like the other order-management calls they need the orderManage
 * page (a sub-account its grant), asked before anything is written; a frozen customer is refused
 * by the portal (FROZEN_BLOCKED_ENDPOINTS). Each edit is a tracking event of the order and an
 * audit line in the server log (`order.edited`).
 */
export function orderEditRoutes(deps: Deps, services: OrderServices): void {
  const { app, db, geography, texts } = deps;
  const edit: EditDeps = { db, geography, translate: texts.translate, ...services };

  const permitted = async (caller: Caller) => {
    if (!(await holdsPage(db, caller, ORDER_MANAGE_PAGE))) throw new PortalError(Code.FORBIDDEN, 'noPermission');
    return { customerId: caller.customerId!, userId: caller.userId };
  };
  const audit = (request: FastifyRequest, caller: Caller, updated: UpdatedOrder) =>
    app.log.info(
      {
        event: 'order.edited',
        reqId: request.id,
        userId: caller.userId,
        loginCode: caller.loginCode,
        customerId: caller.customerId,
        waybillNo: updated.waybillNo,
        edit: updated.edit,
        previousTotalSen: updated.previousTotalSen,
        totalSen: updated.price.totalSen,
        chargedSen: updated.chargedSen,
        refundedSen: updated.refundedSen,
        ip: request.ip,
      },
      'order edited',
    );

  app.portal.endpoint({
    name: 'updateOrder',
    access: 'customer',
    parameter: updateOrderParameter,
    handler: async ({ caller, parameter, lang, request }) => {
      const updated = await editDomesticOrder(edit, await permitted(caller), parameter, lang);
      audit(request, caller, updated);
      return updated;
    },
    successMessage: 'orderUpdated',
  });

  app.portal.endpoint({
    name: 'updateInternationalOrder',
    access: 'customer',
    parameter: updateInternationalOrderParameter,
    handler: async ({ caller, parameter, lang, request }) => {
      const updated = await editInternationalOrder(edit, await permitted(caller), parameter, lang);
      audit(request, caller, updated);
      return updated;
    },
    successMessage: 'orderUpdated',
  });
}
