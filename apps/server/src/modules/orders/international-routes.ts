import { insertInternationalOrderParameter, internationalOrderFields } from '@portal/shared/order-international';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import { singleLine } from '@portal/shared/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rulesBroken } from '../../lib/errors.ts';
import { readCustomsLines, removeCustomsLineOf } from './customs-lines.ts';
import { destinationsOf } from './destinations.ts';
import type { OrdersDeps } from './module.ts';
import { checkInternationalOrder, placeInternationalOrder, quoteInternational } from './place-international-order.ts';

const countryParameter = z.object({
  countryCode: singleLine({ error: 'receiveCountryTip' })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'receiveCountryTip' }),
});
const waybillParameter = z.object({ waybillNo: singleLine().trim().min(1).max(20) });

/** The price of an international order as filled so far: product, country, weight and size. */
const interFreightParameter = internationalOrderFields.pick({
  expressType: true,
  receiverCountry: true,
  weightG: true,
  lengthCm: true,
  widthCm: true,
  heightCm: true,
});

/** International ordering (issue 5, spec InterOrder): destinations, price, placing, customs lines. */
export function internationalOrderRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const { db, texts, pricing } = deps;
  const place = { ...deps, translate: texts.translate };

  app.portal.endpoint({
    name: 'getDestination',
    access: 'customer',
    open: 'the destinations of a country, for the international form',
    parameter: countryParameter,
    handler: async ({ parameter }) => destinationsOf(parameter.countryCode).map((name) => ({ id: name, name })),
  });

  /** COD is not offered abroad: the partners abroad do not collect cash for us (docs/decisions.md). */
  app.portal.endpoint({
    name: 'internationaDecideCod',
    access: 'customer',
    open: 'COD abroad (never), for the international form',
    parameter: countryParameter,
    handler: async () => ({ codAllowed: false, codLimitSen: 0 }),
  });

  app.portal.endpoint({
    name: 'getInternationalFreight',
    access: 'customer',
    open: 'a price abroad: the international form and the freight query',
    parameter: interFreightParameter,
    handler: async ({ parameter }) => {
      const { tariffId: _line, promotion: _none, ...price } = await quoteInternational(pricing, parameter);
      return price;
    },
  });

  /** Every rule of an international order without placing it: the InterOrder form's last check. */
  app.portal.endpoint({
    name: 'validInternationalOrder',
    access: 'customer',
    pages: ['international'],
    parameter: internationalOrderFields,
    handler: async ({ scope, parameter, lang }) => {
      const { issues } = await checkInternationalOrder(deps, scope, parameter);
      if (issues.length) throw rulesBroken(issues, texts.translate, lang);
      return { valid: true };
    },
  });

  app.portal.endpoint({
    name: 'insertInternationalOrder',
    access: 'customer',
    pages: ['international'],
    parameter: insertInternationalOrderParameter.extend({ vipMenuName: singleLine().trim().max(100).optional() }),
    handler: async ({ scope, parameter, lang }) => placeInternationalOrder(place, scope, parameter, lang, parameter.vipMenuName ?? null),
    successMessage: 'orderPlaced',
  });

  /** The customs lines of one of the customer's orders (getOrderCustoms.do). */
  app.portal.endpoint({
    name: 'getOrderCustoms',
    access: 'customer',
    pages: [ORDER_MANAGE_PAGE],
    parameter: waybillParameter,
    handler: async ({ scope, parameter }) => readCustomsLines(db, scope, parameter.waybillNo),
  });

  app.portal.endpoint({
    name: 'delCustoms',
    access: 'customer',
    pages: [ORDER_MANAGE_PAGE],
    parameter: waybillParameter.extend({ lineNo: z.number().int().positive() }),
    handler: async ({ scope, parameter }) => removeCustomsLineOf(db, scope, parameter.waybillNo, parameter.lineNo),
  });
}
