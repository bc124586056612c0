import { openPostcodeParams, openTrackingQuery } from '@portal/shared/open-api';
import { siteNames } from '../network/service.ts';
import { TRACKING_PAGES, tracksOf } from '../tracking/service.ts';
import type { OpenPlatformDeps } from './module.ts';
import { type OpenApi, OpenProblem } from './open-api.ts';

/**
 * The open API's read calls: postcode lookup and tracking, answered by the portal's own services
 * (the geography's postcode index, the one timeline read), so the API adds no second copy of a rule.
 */
export function openReadRoutes(api: OpenApi, { db, geography, texts }: OpenPlatformDeps): void {
  api.route({
    method: 'GET',
    url: '/postcodes/:postcode',
    operationId: 'getPostcode',
    summary: 'The state, town and area a Malaysian postcode belongs to',
    // The order forms look postcodes up for every account; the API asks for an ordering page.
    pages: ['normalOrder', 'moreTicket', 'bulkImport', 'senderAddress', 'receiverAddress'],
    params: openPostcodeParams,
    handler: async ({ params }) => {
      const places = await geography.lookup([{ postcode: params.postcode }]);
      if (places.length === 0) throw new OpenProblem('not-found', 'openPostcodeUnknown', { postcode: params.postcode });
      return { postcode: params.postcode, places: places.map((p) => ({ state: p.prov, town: p.city, area: p.area })) };
    },
  });

  api.route({
    method: 'GET',
    url: '/tracking',
    operationId: 'getTracking',
    summary: "The tracking events of up to 10 of the customer's waybills",
    pages: TRACKING_PAGES,
    query: openTrackingQuery,
    handler: async ({ scope, query, lang }) => ({
      data: await tracksOf(db, { kind: 'customer', scope }, query.waybills ?? [], lang, texts.translate, (codes) => siteNames(db, codes)),
    }),
  });
}
