import { createHash } from 'node:crypto';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { type CommerceShipResult, cellsOfCommerceOrder, type ShipCommerceOrdersParameter } from '@portal/shared/marketplace';
import type { InsertOrderParameter } from '@portal/shared/order-rules';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { importDefaultsOf, refusalErrors, rowOrder } from '../order-import/service.ts';
import { placeDomesticOrders } from '../orders/service.ts';
import type { MarketplaceDeps } from './module.ts';
import { markShipped, ordersByIds } from './repository.ts';

/**
 * A shop order's shipment request id: the same customer, shop and order id give the same id, so a
 * second "ship" of the order (another click, another tab, a second import of the export) finds the
 * shipment of the first and charges nothing more. The orders' unique (customer, request id) is the guard.
 */
const shipmentRequestId = (customerId: number, platform: string, shopOrderId: string): string =>
  `mkt-${createHash('sha256').update(`${customerId}:${platform}:${shopOrderId}`).digest('hex').slice(0, 40)}`;

/**
 * shipCommerceOrders: each selected shop order not shipped yet is made a row of the bulk import (its
 * receiver, goods, COD, the shop's order id as the customer order number, the weight asked for when
 * the export gave none), completed with the import settings' sender, product, service and payment,
 * checked by the import's row rules and placed by the order module's batch path in the selection's
 * order. Answers each selected order's waybill or its problems.
 */
export async function shipCommerceOrders(
  deps: MarketplaceDeps,
  scope: CustomerScope,
  parameter: ShipCommerceOrdersParameter,
  lang: Lang,
): Promise<{ placed: number; refused: number; results: CommerceShipResult[] }> {
  const say = (key: string, params?: Record<string, string | number>) => deps.texts.translate(key, lang, params);
  const ids = [...new Set(parameter.ids)];
  const found = new Map((await ordersByIds(deps.db, scope, ids)).map((o) => [o.id, o]));
  // An id that is not this customer's (or not at all) refuses the whole call: nothing is shipped.
  if (found.size < ids.length) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  const defaults = await importDefaultsOf(deps.db, scope);
  const results = new Map<number, CommerceShipResult>();
  const toPlace: { id: number; order: InsertOrderParameter }[] = [];
  for (const id of ids) {
    const order = found.get(id)!;
    if (order.status === 'SHIPPED' && order.waybillNo) results.set(id, { id, success: true, waybillNo: order.waybillNo });
    else {
      const checked = await rowOrder(
        cellsOfCommerceOrder(order, parameter.weightKg ?? null),
        defaults,
        shipmentRequestId(scope.customerId, order.platform, order.shopOrderId),
        { geography: deps.geography, paste: deps.paste },
        say,
      );
      if ('order' in checked) toPlace.push({ id, order: checked.order });
      else {
        const issues = checked.errors.map((e) => ({ field: e.field, desc: e.message }));
        results.set(id, { id, success: false, desc: issues[0]?.desc, issues });
      }
    }
  }
  if (toPlace.length) {
    const outcomes = await placeDomesticOrders(
      deps,
      scope,
      toPlace.map((p) => p.order),
      lang,
      null,
    );
    const shipped: { id: number; waybillNo: string }[] = [];
    toPlace.forEach(({ id }, i) => {
      const outcome = outcomes[i]!;
      if ('placed' in outcome) {
        shipped.push({ id, waybillNo: outcome.placed.waybillNo });
        results.set(id, { id, success: true, waybillNo: outcome.placed.waybillNo, totalSen: outcome.placed.price.totalSen });
      } else {
        const issues = refusalErrors(outcome.refused, say).map((e) => ({ field: e.field, desc: e.message }));
        results.set(id, { id, success: false, desc: issues[0]?.desc, issues });
      }
    });
    await markShipped(deps.db, scope, shipped);
  }
  const list = ids.map((id) => results.get(id)!);
  const placed = list.filter((r) => r.success).length;
  return { placed, refused: list.length - placed, results: list };
}
