import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, openRatesBody, openShipmentBody } from '@portal/shared/open-api';
import type { FastifyRequest } from 'fastify';
import { placeDomesticOrder, priceDomesticOrder } from '../orders/service.ts';
import type { OpenPlatformDeps } from './module.ts';
import { type OpenApi, OpenProblem } from './open-api.ts';

/**
 * The order's own request id, from the call's Idempotency-Key: underneath the key store, the order table's
 * unique (customer, request id) makes a second order of the same key impossible even if the store were passed.
 */
function clientRequestIdOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string') return `op_${randomUUID().replaceAll('-', '')}`;
  return `op_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/** The open API's shipments and their prices, placed and priced by the order module's own use cases. */
export function openShipmentRoutes(api: OpenApi, deps: OpenPlatformDeps): void {
  const place = { ...deps, translate: deps.texts.translate };

  api.route({
    method: 'POST',
    url: '/rates',
    operationId: 'getRates',
    summary: 'The price of a shipment before it is placed, with its breakdown (sen)',
    pages: ['normalOrder', 'quickOrders', 'freightQuery'],
    body: openRatesBody,
    handler: async ({ scope, body, lang }) => priceDomesticOrder(place, scope, body, lang),
  });

  api.route({
    method: 'POST',
    url: '/shipments',
    operationId: 'createShipment',
    summary: 'Places one domestic shipment, paid as the order form pays it',
    pages: ['normalOrder', 'quickOrders'],
    refusedWhenFrozen: true,
    successStatus: 201,
    body: openShipmentBody,
    handler: async ({ scope, key, body, lang, request, reply }) => {
      if (key.mode === 'test') throw new OpenProblem('forbidden', 'openTestShipmentsNotBuilt');
      const placed = await placeDomesticOrder(place, scope, { ...body, clientRequestId: clientRequestIdOf(request) }, lang, null);
      reply.code(placed.created ? 201 : 200);
      return { waybillNo: placed.waybillNo, status: placed.status, price: placed.price };
    },
  });
}
