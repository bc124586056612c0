import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { localizedName } from '@portal/shared/lang';
import { ORDER_LIMITS, PAY_METHODS, PRODUCTS, SERVE_TYPES } from '@portal/shared/order';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import { batchOutcomeMessage, multiTicketParameter } from '@portal/shared/order-multi';
import { freightFields, insertOrderParameter, PICKUP_DAYS_AHEAD } from '@portal/shared/order-rules';
import { codFeeSen, INSURANCE_RATE_BP, insuranceSen } from '@portal/shared/pricing';
import { singleLine } from '@portal/shared/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { cancelOrder } from './cancel-order.ts';
import type { OrdersDeps } from './module.ts';
import { placeMultiTicket } from './multi-ticket.ts';
import { PLACE_ORDER_PAGES } from './pages.ts';
import { placeDomesticOrder } from './place-order.ts';
import { priceDomesticOrder } from './price-order.ts';

const feeParameter = z.object({
  goodsValueSen: z.number({ error: 'valueMustBeNumber' }).int().min(0).max(ORDER_LIMITS.maxFeeSen).default(0),
  codSen: z.number({ error: 'codMustBeNumber' }).int().min(0).max(ORDER_LIMITS.maxCodSen, { error: 'payForGoodsOverNumber' }).default(0),
});

const cancelOrderParameter = z.object({ waybillNo: singleLine().trim().min(1).max(20) });

/** Ordering (issue 5): products, prices, placing and cancelling domestic orders. */
export function orderRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const { texts, pricing, contexts } = deps;
  const place = { ...deps, translate: texts.translate };

  /** Every product the courier sells, with its names (getExpressType.do). */
  app.portal.endpoint({
    name: 'getExpressType',
    access: 'user',
    parameter: emptyParameter,
    handler: async ({ lang }) =>
      (await pricing.products()).map((p) => ({ code: p.code, name: localizedName(p, lang), productType: p.productType })),
  });

  /** The products open to this customer with their limits (getBusinessProducts.do, byBusinessGetExpressType). */
  for (const name of ['getBusinessProducts', 'byBusinessGetExpressType']) {
    app.portal.endpoint({
      name,
      access: 'customer',
      open: 'products and their limits: every order form and the freight query',
      parameter: emptyParameter,
      handler: async ({ scope, lang }) => {
        const [ctx, all] = await Promise.all([contexts.load(scope), pricing.products()]);
        return all.flatMap((p) => {
          const limits = ctx.products.find((c) => c.typeName === p.code && c.state === 1);
          return limits ? [{ ...limits, code: p.code, name: localizedName(p, lang), volumetricDivisor: p.volumetricDivisor }] : [];
        });
      },
    });
  }

  /** Whether a product is open to this customer (validExpressType.do). */
  app.portal.endpoint({
    name: 'validExpressType',
    access: 'customer',
    open: 'a product check the order forms make',
    parameter: z.object({ expressType: z.enum(PRODUCTS, { error: 'expressTypeError' }) }),
    handler: async ({ scope, parameter }) => {
      const ctx = await contexts.load(scope);
      return { valid: ctx.products.some((p) => p.typeName === parameter.expressType && p.state === 1) };
    },
  });

  /** What the order forms need to know about this customer's contract (getCommonConfig.do). */
  app.portal.endpoint({
    name: 'getCommonConfig',
    access: 'customer',
    open: "the customer's order settings the order forms read",
    parameter: emptyParameter,
    handler: async ({ scope }) => {
      const ctx = await contexts.load(scope);
      return {
        payMethods: PAY_METHODS.filter((m) => ctx.payMethods.includes(m)),
        serveTypes: SERVE_TYPES,
        maxMultiPacks: ctx.maxMultiPacks,
        numberOfPackages: 1,
        pickupDaysAhead: PICKUP_DAYS_AHEAD,
        insuranceRateBp: INSURANCE_RATE_BP,
        codFee: ctx.codFee,
        codLimitSen: ctx.codLimitSen ?? 0,
        openPrepay: ctx.openPrepay,
        shippingTermsFlag: ctx.shippingTermsFlag,
      };
    },
  });

  app.portal.endpoint({
    name: 'getInsuranceRate',
    access: 'customer',
    open: 'a rate the order forms show',
    parameter: emptyParameter,
    handler: async () => ({ rateBp: INSURANCE_RATE_BP, rate: `${INSURANCE_RATE_BP / 100}%` }),
  });

  /** Whether this customer may collect cash on delivery, and up to how much (decideCod.do). */
  app.portal.endpoint({
    name: 'decideCod',
    access: 'customer',
    open: 'whether COD is open to the customer, for the order forms',
    parameter: emptyParameter,
    handler: async ({ scope }) => {
      const ctx = await contexts.load(scope);
      return { codAllowed: !!ctx.codLimitSen, codLimitSen: ctx.codLimitSen ?? 0, codFee: ctx.codFee };
    },
  });

  /** Insurance and COD fee for a declared value and COD amount (getFee.do). */
  app.portal.endpoint({
    name: 'getFee',
    access: 'customer',
    open: 'insurance and COD fee of an amount, for the order forms',
    parameter: feeParameter,
    handler: async ({ scope, parameter }) => ({
      insuranceSen: insuranceSen(parameter.goodsValueSen),
      codFeeSen: codFeeSen(parameter.codSen, (await contexts.load(scope)).codFee),
    }),
  });

  /**
   * The price breakdown the order form shows as it is filled (getFreight.do): the same rules and
   * tariff lines as insertOrder, on the fields given so far (names, phones and addresses optional).
   */
  app.portal.endpoint({
    name: 'getFreight',
    access: 'customer',
    open: 'a price: the order forms and the freight query page',
    parameter: freightFields,
    handler: async ({ scope, parameter, lang }) => priceDomesticOrder(place, scope, parameter, lang),
  });

  /** Placing one domestic order: the normal and quick order pages (bulk import will add its own page). */
  app.portal.endpoint({
    name: 'insertOrder',
    access: 'customer',
    pages: PLACE_ORDER_PAGES,
    parameter: insertOrderParameter.extend({ vipMenuName: singleLine().trim().max(100).optional() }),
    handler: async ({ scope, parameter, lang }) => placeDomesticOrder(place, scope, parameter, lang, parameter.vipMenuName ?? null),
    successMessage: 'orderPlaced',
  });

  /** Multi-ticket orders (getMultipleVotes.do): each row an order of its own, placed in row order. */
  app.portal.endpoint({
    name: 'getMultipleVotes',
    access: 'customer',
    pages: ['moreTicket'],
    parameter: multiTicketParameter,
    handler: async ({ scope, parameter, lang }) =>
      placeMultiTicket((order) => placeDomesticOrder(place, scope, order, lang, null), parameter, texts.translate, lang),
    successMessage: batchOutcomeMessage,
  });

  app.portal.endpoint({
    name: 'cancelOrder',
    access: 'customer',
    pages: [ORDER_MANAGE_PAGE],
    parameter: cancelOrderParameter,
    handler: async ({ scope, parameter }) => {
      const cancelled = await cancelOrder(deps, scope, parameter.waybillNo);
      if (!cancelled) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return cancelled;
    },
  });
}
