import { createHash, randomUUID } from 'node:crypto';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import {
  IDEMPOTENCY_KEY_HEADER,
  openLabelsQuery,
  openRatesBody,
  openShipmentBatchBody,
  openShipmentBody,
  openShipmentListQuery,
  openWaybillParams,
} from '@portal/shared/open-api';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyRequest } from 'fastify';
import { PortalError, rulesBroken } from '../../lib/errors.ts';
import {
  cancelOrder,
  labelsToPrint,
  orderDetail,
  PLACE_ORDER_PAGES,
  PRINT_LABEL_PAGES,
  placeDomesticOrder,
  priceDomesticOrder,
  type ShipmentCursor,
  sendLabels,
  shipmentPage,
} from '../orders/service.ts';
import type { OpenPlatformDeps } from './module.ts';
import { issuesOf, type OpenApi, OpenProblem } from './open-api.ts';

/**
 * The order's own request id, from the call's Idempotency-Key: underneath the key store, the order table's
 * unique (customer, request id) makes a second order of the same key impossible even if the store were passed.
 */
function clientRequestIdOf(request: FastifyRequest, item?: number): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  const base = typeof key !== 'string' ? randomUUID().replaceAll('-', '') : createHash('sha256').update(key).digest('hex').slice(0, 40);
  return item === undefined ? `op_${base}` : `op_${base}_${item}`;
}

/** A page's `next`: where the following page starts, opaque to the caller. */
const cursorText = (c: ShipmentCursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

function cursorOf(text: string | undefined): ShipmentCursor | undefined {
  if (text === undefined) return undefined;
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|');
  if (!at || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^\d{1,15}$/.test(id ?? ''))
    throw new OpenProblem('invalid-request', 'openCursorInvalid', undefined, [{ field: 'query.cursor', code: 'openCursorInvalid' }]);
  return { at, id: Number(id) };
}

/** A shipment of a batch that was refused: its index, the refusal's code and words, and its fields. */
function refusedItem(
  index: number,
  err: PortalError,
  translate: (key: MessageKey, lang: Lang, p?: Record<string, string | number>) => string,
  lang: Lang,
) {
  return {
    index,
    ok: false as const,
    code: err.messageKey,
    detail: translate(err.messageKey, lang, err.params),
    errors: issuesOf(err, `body.shipments.${index}`) ?? [],
  };
}

/** The open API's shipments and their prices, placed and priced by the order module's own use cases. */
export function openShipmentRoutes(api: OpenApi, deps: OpenPlatformDeps): void {
  const place = { ...deps, translate: deps.texts.translate };

  api.route({
    method: 'POST',
    url: '/rates',
    operationId: 'getRates',
    summary: 'The price of a shipment before it is placed, with its breakdown (sen)',
    pages: [...PLACE_ORDER_PAGES, 'freightQuery'],
    body: openRatesBody,
    handler: async ({ scope, body, lang }) => priceDomesticOrder(place, scope, body, lang),
  });

  api.route({
    method: 'POST',
    url: '/shipments',
    operationId: 'createShipment',
    summary: 'Places one domestic shipment, paid as the order form pays it',
    pages: PLACE_ORDER_PAGES,
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
    method: 'POST',
    url: '/shipments/batch',
    operationId: 'createShipments',
    summary: 'Places up to 100 domestic shipments, each on its own, with a result per item',
    pages: PLACE_ORDER_PAGES,
    refusedWhenFrozen: true,
    body: openShipmentBatchBody,
    handler: async ({ scope, key, body, lang, request }) => {
      if (key.mode === 'test') throw new OpenProblem('forbidden', 'openTestShipmentsNotBuilt');
      const results = [];
      for (const [index, item] of body.shipments.entries()) {
        const parsed = openShipmentBody.safeParse(item);
        if (!parsed.success) {
          // The item's broken fields as the order rules word theirs: one shape for both kinds of refusal.
          const issues = parsed.error.issues.map((issue) => {
            const { key: rule, params } = describeIssue(issue);
            return { field: issue.path.join('.') || 'item', key: rule, params };
          });
          results.push(refusedItem(index, rulesBroken(issues, place.translate, lang), place.translate, lang));
          continue;
        }
        try {
          const placed = await placeDomesticOrder(
            place,
            scope,
            { ...parsed.data, clientRequestId: clientRequestIdOf(request, index) },
            lang,
            null,
          );
          results.push({ index, ok: true as const, waybillNo: placed.waybillNo, status: placed.status, price: placed.price });
        } catch (err) {
          if (!(err instanceof PortalError)) throw err;
          results.push(refusedItem(index, err, place.translate, lang));
        }
      }
      const placed = results.filter((r) => r.ok).length;
      return { placed, refused: results.length - placed, results };
    },
  });

  api.route({
    method: 'GET',
    url: '/shipments',
    operationId: 'listShipments',
    summary: "The customer's shipments newest first, by status and time placed, a page at a time",
    pages: [ORDER_MANAGE_PAGE],
    refusedWhenFrozen: true,
    query: openShipmentListQuery,
    handler: async ({ scope, query }) => {
      const rows = await shipmentPage(deps.db, scope, { ...query, after: cursorOf(query.cursor) });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(({ id: _id, at: _at, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
        next: rows.length > query.limit && last ? cursorText(last) : null,
      };
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
    pages: PRINT_LABEL_PAGES,
    refusedWhenFrozen: true,
    files: ['application/pdf', 'application/zpl'],
    query: openLabelsQuery,
    handler: async ({ scope, query, lang, request, reply }) => {
      const labels = await labelsToPrint(deps, scope, query.waybills, lang);
      return sendLabels(reply, request.log, scope, labels, { format: query.format, dpi: query.dpi, waybillNos: query.waybills });
    },
  });
}
