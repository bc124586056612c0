import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, openLabelsQuery, openRatesBody, openShipmentBody, openWaybillParams } from '@portal/shared/open-api';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import type { FastifyRequest } from 'fastify';
import { cancelOrder, labelsToPrint, orderDetail, placeDomesticOrder, priceDomesticOrder, sendLabels } from '../orders/service.ts';
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

  api.route({
    method: 'GET',
    url: '/shipments/:waybillNo',
    operationId: 'getShipment',
    summary: "One of the customer's shipments, as the order details show it, with its tracking events",
    pages: [ORDER_MANAGE_PAGE],
    // The portal refuses a frozen customer its order details; the API does the same.
    refusedWhenFrozen: true,
    params: openWaybillParams,
    handler: async ({ scope, params, lang }) => {
      const detail = await orderDetail(deps.db, scope, params.waybillNo, lang);
      if (!detail) throw new OpenProblem('not-found', 'recordNotFound');
      return detail;
    },
  });

  api.route({
    method: 'POST',
    url: '/shipments/:waybillNo/cancel',
    operationId: 'cancelShipment',
    summary: 'Cancels a shipment not yet picked up; a wallet-paid one is refunded',
    pages: [ORDER_MANAGE_PAGE],
    refusedWhenFrozen: true,
    params: openWaybillParams,
    handler: async ({ scope, params }) => {
      const cancelled = await cancelOrder(deps, scope, params.waybillNo);
      if (!cancelled) throw new OpenProblem('not-found', 'recordNotFound');
      return cancelled;
    },
  });

  api.route({
    method: 'GET',
    url: '/labels',
    operationId: 'getLabels',
    summary: 'The labels of up to 100 shipments in one file: PDF of 100 x 150 mm or A4 pages, or ZPL II',
    pages: ['orderManage', 'normalOrder', 'mangeWaybill'],
    refusedWhenFrozen: true,
    files: ['application/pdf', 'application/zpl'],
    query: openLabelsQuery,
    handler: async ({ scope, query, lang, request, reply }) => {
      const labels = await labelsToPrint(deps, scope, query.waybills, lang);
      return sendLabels(reply, request.log, scope, labels, { format: query.format, dpi: query.dpi, waybillNos: query.waybills });
    },
  });
}
