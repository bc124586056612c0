import { Code } from '@portal/shared/codes';
import { publicTrackParameter, trackingListParameter, waybillTrackParameter } from '@portal/shared/tracking';
import { WAYBILL_MANAGE_PAGE } from '@portal/shared/waybills';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { siteNames } from '../network/service.ts';
import type { TrackingDeps } from './module.ts';
import { TRACKING_PAGES } from './service.ts';
import { trackOf, tracksOf } from './timeline.ts';

export function trackingRoutes(app: FastifyInstance, { db, config, texts }: TrackingDeps): void {
  const names = (codes: string[]) => siteNames(db, codes);
  // Logistics tracking (spec 5 "Waybill query"): up to 10 of the customer's own numbers.
  app.portal.endpoint({
    name: 'trackingList',
    access: 'customer',
    pages: TRACKING_PAGES,
    parameter: trackingListParameter,
    handler: async ({ scope, parameter, lang }) =>
      tracksOf(db, { kind: 'customer', scope }, parameter.waybillNos ?? [], lang, texts.translate, names),
  });

  // The public tracking page (/track/{waybill}, the box on /login): no session, no personal data, limited per address.
  app.portal.endpoint({
    name: 'trackWaybill',
    access: 'public',
    rateLimit: config.publicTrackRateLimit,
    parameter: publicTrackParameter,
    handler: async ({ parameter, lang }) =>
      (await tracksOf(db, { kind: 'public' }, [parameter.waybillNo], lang, texts.translate, names))[0],
  });

  // My waybills' timeline drawer: one of the caller's waybills; another customer's or an unknown one is not found.
  app.portal.endpoint({
    name: 'getWaybillTrack',
    access: 'customer',
    pages: [WAYBILL_MANAGE_PAGE, 'logisticsTracking'],
    parameter: waybillTrackParameter,
    handler: async ({ scope, parameter, lang }) => {
      const track = await trackOf(db, scope, parameter.waybillNo, lang, texts.translate, names);
      if (!track) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return track;
    },
  });
}
