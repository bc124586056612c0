import { ringgitOf } from '@portal/shared/money';
import {
  PROBLEM_REASON_LABELS,
  updateCodParameter,
  WAYBILL_MANAGE_PAGE,
  waybillCountParameter,
  waybillFilterParameter,
  waybillListParameter,
} from '@portal/shared/waybills';
import type { FastifyInstance } from 'fastify';
import { registerOrderListExport } from './list-export.ts';
import { listWaybills } from './manage-repository.ts';
import type { OrdersDeps } from './module.ts';
import { updateCod } from './update-cod.ts';
import { codStateCounts, waybillStatistics, waybillTabCounts } from './waybill-repository.ts';

/** Every call of my waybills needs the mangeWaybill page (a sub-account its grant) and answers the caller's customer's waybills only. */
const pages = [WAYBILL_MANAGE_PAGE] as const;

/**
 * My waybills (spec page mangeWaybill, issue 15): the list with what the courier's scans decided,
 * its status tabs, totals and COD states, the COD amount changed before pick-up, and the export.
 * The tracking timeline of a row is the tracking module's (getWaybillTrack); labels print through
 * printOrder.
 */
export function waybillRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const { db } = deps;
  registerOrderListExport(
    { app, ...deps },
    {
      name: 'exportSendOrder',
      pages,
      parameter: waybillFilterParameter,
      shape: 'waybill',
      notAllowed: 'waybillExportNotAllowed',
      fileName: 'waybillExportFileName',
      cells: (row, label) => ({
        statusAt: row.statusAt ? new Date(row.statusAt) : null,
        pickedUpAt: row.pickedUpAt ? new Date(row.pickedUpAt) : null,
        signedAt: row.signedAt ? new Date(row.signedAt) : null,
        codCollectedSen: ringgitOf(row.codCollectedSen),
        problemReason: row.problemReason ? label(PROBLEM_REASON_LABELS[row.problemReason], row.problemReason) : '',
      }),
    },
  );

  app.portal.endpoint({
    name: 'getSendOrders',
    access: 'customer',
    pages,
    parameter: waybillListParameter,
    handler: async ({ scope, parameter, lang }) => listWaybills(db, scope, parameter, lang),
  });

  app.portal.endpoint({
    name: 'getSendOrderStatusCount',
    access: 'customer',
    pages,
    parameter: waybillCountParameter,
    handler: async ({ scope, parameter }) => waybillTabCounts(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'getSendOrdersStatistics',
    access: 'customer',
    pages,
    parameter: waybillFilterParameter,
    handler: async ({ scope, parameter }) => waybillStatistics(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'getCodStatusCountData',
    access: 'customer',
    pages,
    parameter: waybillCountParameter,
    handler: async ({ scope, parameter }) => codStateCounts(db, scope, parameter),
  });

  /** Each change is an audit line in the server log too (`order.codChanged`). */
  app.portal.endpoint({
    name: 'updateCod',
    access: 'customer',
    pages,
    parameter: updateCodParameter,
    handler: async ({ scope, parameter, request }) => {
      const updated = await updateCod(deps, scope, parameter);
      if (updated.edit > 0)
        app.log.info(
          {
            event: 'order.codChanged',
            reqId: request.id,
            userId: scope.userId,
            loginCode: scope.loginCode,
            customerId: scope.customerId,
            waybillNo: updated.waybillNo,
            edit: updated.edit,
            previousCodSen: updated.previousCodSen,
            codSen: updated.codSen,
            chargedSen: updated.chargedSen,
            refundedSen: updated.refundedSen,
            ip: request.ip,
          },
          'COD amount changed',
        );
      return updated;
    },
    successMessage: 'codUpdated',
  });
}
