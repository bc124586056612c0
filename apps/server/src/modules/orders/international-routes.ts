import { Code } from '@portal/shared/codes';
import { canEdit } from '@portal/shared/order';
import { insertInternationalOrderParameter, internationalOrderFields } from '@portal/shared/order-international';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../app.ts';
import { orderCustoms, orders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { destinationsOf } from './destinations.ts';
import { checkInternationalOrder, placeInternationalOrder, quoteInternational } from './place-international-order.ts';
import { rulesBroken } from './place-order.ts';
import type { OrderServices } from './routes.ts';

const countryParameter = z.object({
  countryCode: z
    .string({ error: 'receiveCountryTip' })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'receiveCountryTip' }),
});
const waybillParameter = z.object({ waybillNo: z.string().trim().min(1).max(20) });

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
export function internationalOrderRoutes(deps: Deps, services: OrderServices): void {
  const { app, db, geography, texts } = deps;
  const { pricing, contexts, waybills } = services;

  app.portal.endpoint({
    name: 'getDestination',
    access: 'customer',
    parameter: countryParameter,
    handler: async ({ parameter }) => destinationsOf(parameter.countryCode).map((name) => ({ id: name, name })),
  });

  /** COD is not offered abroad: the partners abroad do not collect cash for us (docs/decisions.md). */
  app.portal.endpoint({
    name: 'internationaDecideCod',
    access: 'customer',
    parameter: countryParameter,
    handler: async () => ({ codAllowed: false, codLimitSen: 0 }),
  });

  app.portal.endpoint({
    name: 'getInternationalFreight',
    access: 'customer',
    parameter: interFreightParameter,
    handler: async ({ parameter }) => {
      const { tariffId: _line, ...price } = await quoteInternational(pricing, parameter);
      return price;
    },
  });

  /** Every rule of an international order without placing it: the InterOrder form's last check. */
  app.portal.endpoint({
    name: 'validInternationalOrder',
    access: 'customer',
    parameter: internationalOrderFields,
    handler: async ({ caller, parameter, lang }) => {
      const { issues } = await checkInternationalOrder({ db, contexts, waybills, geography, pricing }, caller.customerId!, parameter);
      if (issues.length) throw rulesBroken(issues, texts.translate, lang);
      return { valid: true };
    },
  });

  app.portal.endpoint({
    name: 'insertInternationalOrder',
    access: 'customer',
    parameter: insertInternationalOrderParameter.extend({ vipMenuName: z.string().trim().max(100).optional() }),
    handler: async ({ caller, parameter, lang }) =>
      placeInternationalOrder(
        { db, contexts, waybills, geography, pricing, translate: texts.translate },
        { customerId: caller.customerId!, userId: caller.userId },
        parameter,
        lang,
        parameter.vipMenuName ?? null,
      ),
    successMessage: 'orderPlaced',
  });

  /** The customs lines of one of the customer's orders (getOrderCustoms.do). */
  app.portal.endpoint({
    name: 'getOrderCustoms',
    access: 'customer',
    parameter: waybillParameter,
    handler: async ({ caller, parameter }) => {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, caller.customerId!), eq(orders.waybillNo, parameter.waybillNo)));
      if (!order) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return db.select().from(orderCustoms).where(eq(orderCustoms.orderId, order.id)).orderBy(asc(orderCustoms.lineNo));
    },
  });

  /**
   * Removes one customs line of a PENDING order (delCustoms.do); the declared value follows. The
   * last line stays: a declaration needs one.
   */
  app.portal.endpoint({
    name: 'delCustoms',
    access: 'customer',
    parameter: waybillParameter.extend({ lineNo: z.number().int().positive() }),
    handler: async ({ caller, parameter }) =>
      db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(and(eq(orders.customerId, caller.customerId!), eq(orders.waybillNo, parameter.waybillNo)))
          .for('update');
        if (!order) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        if (!canEdit(order.status)) throw new PortalError(Code.CONFLICT, 'orderNotEditable');
        const lines = await tx.select().from(orderCustoms).where(eq(orderCustoms.orderId, order.id));
        if (!lines.some((l) => l.lineNo === parameter.lineNo)) throw new PortalError(Code.NOT_FOUND, 'customsLineNotFound');
        if (lines.length === 1) throw new PortalError(Code.CONFLICT, 'customsLastLine');
        await tx.delete(orderCustoms).where(and(eq(orderCustoms.orderId, order.id), eq(orderCustoms.lineNo, parameter.lineNo)));
        await tx
          .update(orders)
          .set({
            goodsValueSen: sql`(select coalesce(sum(total_sen), 0) from ${orderCustoms} where order_id = ${order.id})`,
            goodsNumber: sql`(select coalesce(sum(quantity), 0) from ${orderCustoms} where order_id = ${order.id})`,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, order.id));
        return { waybillNo: parameter.waybillNo, lines: lines.length - 1 };
      }),
  });
}
