import { Code } from '@portal/shared/codes';
import { waybillTrackParameter } from '@portal/shared/tracking';
import { WAYBILL_MANAGE_PAGE } from '@portal/shared/waybills';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { TrackingDeps } from './module.ts';
import { timelineOf } from './timeline.ts';

/**
 * getWaybillTrack.do (issue 15): one of the caller's waybills with its events newest first, in the
 * caller's language: my waybills' timeline drawer, and logistics tracking's page may ask it too.
 * Another customer's or an unknown waybill is not found.
 */
export function trackingRoutes(app: FastifyInstance, { db, texts }: TrackingDeps): void {
  app.portal.endpoint({
    name: 'getWaybillTrack',
    access: 'customer',
    pages: [WAYBILL_MANAGE_PAGE, 'logisticsTracking'],
    parameter: waybillTrackParameter,
    handler: async ({ scope, parameter, lang }) => {
      const timeline = await timelineOf(db, scope, parameter.waybillNo, lang, texts.translate);
      if (!timeline) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return timeline;
    },
  });
}
