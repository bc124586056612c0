import { Code } from '@portal/shared/codes';
import { decideDomesticCodeParameter, queryDroppointsParameter } from '@portal/shared/service-area';
import type { FastifyInstance } from 'fastify';
import { PortalError, rulesBroken } from '../../lib/errors.ts';
import { decideDomesticCode } from './domestic-code.ts';
import { type Anchor, matchesKeyword, rankDropPoints } from './drop-points.ts';
import type { ServiceAreaDeps } from './module.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where the courier goes (issue 5): the drop points a DROP OFF parcel is handed in at, nearest
 * first, and the zone and sort code of a domestic route. Both read per-process copies (the open
 * points, the postcode index): no query per call.
 */
export function serviceAreaRoutes(app: FastifyInstance, deps: ServiceAreaDeps): void {
  const { geography, dropPoints, texts } = deps;

  app.portal.endpoint({
    name: 'queryDroppoints',
    access: 'customer',
    open: "the courier's drop points, for the forms and nearby outlets",
    parameter: queryDroppointsParameter,
    handler: async ({ parameter }) => {
      const { postcode, state, city, keyword, expressType, page, pageSize } = parameter;
      let anchor: Anchor = { state, city };
      if (postcode) {
        const places = await geography.lookup([{ postcode }]);
        if (!places.length) throw new PortalError(Code.BAD_PARAMETER, 'postcodeNotServed', { postcode });
        // A postcode shared by two towns is read as the town named, if one is.
        const place = places.find((p) => (!state || same(p.prov, state)) && (!city || same(p.city, city))) ?? places[0]!;
        anchor = { postcode, state: place.prov, city: place.city };
      }
      const candidates = (await dropPoints.open()).filter(
        (p) => (!keyword || matchesKeyword(p, keyword)) && (!expressType || p.products.includes(expressType)),
      );
      const ranked = rankDropPoints(candidates, anchor);
      const start = (page - 1) * pageSize;
      return { list: ranked.slice(start, start + pageSize), total: ranked.length };
    },
  });

  app.portal.endpoint({
    name: 'decideDomesticCode',
    access: 'customer',
    open: 'the zone and sort code of a route, for the forms',
    parameter: decideDomesticCodeParameter,
    handler: async ({ parameter, lang }) => {
      const decided = await decideDomesticCode(geography, parameter);
      if ('issues' in decided) throw rulesBroken(decided.issues, texts.translate, lang);
      return decided.code;
    },
  });
}
