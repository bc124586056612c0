import { type UpdatedOrder, updateInternationalOrderParameter, updateOrderParameter } from '@portal/shared/order-edit';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerScope } from '../../lib/scope.ts';
import { editDomesticOrder, editInternationalOrder } from './edit-order.ts';
import type { OrdersDeps } from './module.ts';

/**
 * Editing a PENDING order (spec 4, issue 5) from order management: updateOrder.do and
 * updateInternationalOrder.do. Like the other order-management calls they need the orderManage
 * page (a sub-account its grant), asked before anything is written; a frozen customer is refused
 * by the portal (FROZEN_BLOCKED_ENDPOINTS). Each edit is a tracking event of the order and an
 * audit line in the server log (`order.edited`).
 */
export function orderEditRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const edit = { ...deps, translate: deps.texts.translate };
  const audit = (request: FastifyRequest, caller: CustomerScope, updated: UpdatedOrder) =>
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
    pages: [ORDER_MANAGE_PAGE],
    parameter: updateOrderParameter,
    handler: async ({ scope, parameter, lang, request }) => {
      const updated = await editDomesticOrder(edit, scope, parameter, lang);
      audit(request, scope, updated);
      return updated;
    },
    successMessage: 'orderUpdated',
  });

  app.portal.endpoint({
    name: 'updateInternationalOrder',
    access: 'customer',
    pages: [ORDER_MANAGE_PAGE],
    parameter: updateInternationalOrderParameter,
    handler: async ({ scope, parameter, lang, request }) => {
      const updated = await editInternationalOrder(edit, scope, parameter, lang);
      audit(request, scope, updated);
      return updated;
    },
    successMessage: 'orderUpdated',
  });
}
