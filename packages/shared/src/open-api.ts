/**
 * The open platform's REST API under /open/v1 (issue 30, docs/open-platform.md): its problem types,
 * the language of its answers, and the parameters its calls take. Refusals are RFC 9457 problem
 * details in the request's Accept-Language, with every broken field and its catalogue code.
 */
import { z } from 'zod';
import { DEFAULT_ZPL_DPI, LABEL_FORMATS } from './labels.ts';
import type { Lang } from './lang.ts';
import type { MessageKey } from './messages.ts';
import { ORDER_STATUSES } from './order.ts';
import { waybillNumbers } from './order-manage.ts';
import { domesticOrderFields, freightFields } from './order-rules.ts';
import { singleLine } from './text.ts';

export const OPEN_API_PREFIX = '/open/v1';

/** The media type of a refusal (RFC 9457 section 3). */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/**
 * The kinds of refusal, each with its HTTP status and its title in the catalogue. A problem's `type`
 * is `/open/v1/problems/<kind>`, a URI reference a client may compare and a person may open.
 */
export const PROBLEM_KINDS = {
  'invalid-request': { status: 400, title: 'problemInvalidRequest' },
  unauthorized: { status: 401, title: 'problemUnauthorized' },
  forbidden: { status: 403, title: 'problemForbidden' },
  'account-frozen': { status: 403, title: 'problemAccountFrozen' },
  'not-found': { status: 404, title: 'problemNotFound' },
  conflict: { status: 409, title: 'problemConflict' },
  unprocessable: { status: 422, title: 'problemUnprocessable' },
  'body-too-large': { status: 413, title: 'problemBodyTooLarge' },
  'too-many-requests': { status: 429, title: 'problemTooManyRequests' },
  internal: { status: 500, title: 'problemInternal' },
  unavailable: { status: 503, title: 'problemUnavailable' },
} as const satisfies Record<string, { status: number; title: MessageKey }>;
export type ProblemKind = keyof typeof PROBLEM_KINDS;

export const problemTypeOf = (kind: ProblemKind): string => `${OPEN_API_PREFIX}/problems/${kind}`;

/** A field the request got wrong: where (a JSON path as dots), which rule (its catalogue code), and what to do. */
const problemFieldSchema = z.object({
  field: z.string().meta({ description: 'Where: `path.postcode`, `query.waybills`, `body.receiverPostcode`, `header.Idempotency-Key`' }),
  code: z.string().meta({ description: "The broken rule's catalogue code, stable across wordings" }),
  detail: z.string().meta({ description: "What is wrong, in the request's Accept-Language" }),
});
export type ProblemField = z.infer<typeof problemFieldSchema>;

/**
 * An RFC 9457 problem, with the extensions this API adds: the refusal's catalogue code, the request's id and
 * the fields at fault. The OpenAPI document describes refusals with this very schema.
 */
export const problemSchema = z.object({
  type: z.string().meta({ description: 'A URI reference naming the kind of problem: /open/v1/problems/<kind>' }),
  title: z.string().meta({ description: "The kind's short name, in the request's language" }),
  status: z.number().int(),
  detail: z.string().meta({ description: 'What happened to this request, in its language' }),
  instance: z.string().meta({ description: 'The path of the request' }),
  code: z.string().meta({ description: 'The catalogue code of the refusal (apiKeyInvalid, recordNotFound…): stable, unlike the words' }),
  requestId: z.string().meta({ description: 'The id of the request, also in its x-request-id header: give it to customer service' }),
  errors: z.array(problemFieldSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/**
 * The interface language an Accept-Language header asks for (RFC 9110 section 12.5.4): the
 * highest-weighted tag this API speaks (zh*, en*, ms* or ml), English when none is.
 */
export function langOfAcceptLanguage(header: string | undefined): Lang {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((a) => a.tag && a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of asked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'ms' || tag.startsWith('ms-') || tag === 'ml') return 'ml';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** GET /open/v1/postcodes/{postcode}: the state, town and area a Malaysian postcode belongs to. */
export const openPostcodeParams = z.object({
  postcode: singleLine({ error: 'openPostcodeInvalid' }).regex(/^\d{5}$/, { error: 'openPostcodeInvalid' }),
});

/** GET /open/v1/tracking?waybills=a,b: the events of up to 10 of the customer's waybills (the portal's own rule). */
export const openTrackingQuery = z.object({
  waybills: waybillNumbers.refine((numbers) => numbers !== undefined && numbers.length > 0, { error: 'trackWaybillRequired' }),
});

/**
 * `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header): on any POST, the same key with the same body
 * answers the first success again; kept a day. 1 to 255 visible ASCII characters (a UUID is the usual one).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEEP_HOURS = 24;

/**
 * POST /open/v1/shipments: one domestic shipment, in the order form's own fields and rules (shared/order-rules.ts),
 * so the API and the portal cannot disagree on what an order is. Money in sen, weights in grams, sizes in cm.
 */
export const openShipmentBody = domesticOrderFields;

/** POST /open/v1/rates: the price of a shipment before it is placed (the order form's own price fields). */
export const openRatesBody = freightFields;

/** GET /open/v1/shipments/{waybillNo} and its cancel: one of the customer's waybills. */
export const openWaybillParams = z.object({
  waybillNo: singleLine({ error: 'invalidParameter' }).trim().min(1, { error: 'invalidParameter' }).max(20, { error: 'invalidParameter' }),
});

/** How many waybills one labels call prints (a file of 100 is drawn in well under a second a page). */
const OPEN_LABELS_MAX = 100;

/** GET /open/v1/labels?waybills=a,b&format=thermal|a4|zpl&dpi=203|300: one file for up to 100 waybills. */
export const openLabelsQuery = z.object({
  waybills: singleLine({ error: 'selectAtLeastOneOrder' })
    .max(OPEN_LABELS_MAX * 21, { error: 'printBatchTooLarge' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((w) => w.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(20, { error: 'invalidParameter' }))
        .min(1, { error: 'selectAtLeastOneOrder' })
        .max(OPEN_LABELS_MAX, { error: 'printBatchTooLarge' }),
    ),
  /** thermal: 100 x 150 mm pages; a4: four labels a page; zpl: ZPL II for a thermal printer's raw queue. */
  format: z.enum(LABEL_FORMATS, { error: 'invalidParameter' }).default('thermal'),
  dpi: z
    .enum(['203', '300'], { error: 'invalidParameter' })
    .default(String(DEFAULT_ZPL_DPI) as '203')
    .transform((d) => Number(d) as 203 | 300),
});

/** How many shipments one batch call places. */
const OPEN_BATCH_MAX = 100;

/**
 * POST /open/v1/shipments/batch: up to 100 shipments, each checked and placed on its own (in order, the wallet
 * taken one by one), so one refused shipment leaves the others placed; the answer has a result per item.
 */
export const openShipmentBatchBody = z.object({
  shipments: z
    .array(z.unknown(), { error: 'openBatchRequired' })
    .min(1, { error: 'openBatchRequired' })
    .max(OPEN_BATCH_MAX, { error: 'openBatchTooLarge' }),
});

/**
 * GET /open/v1/shipments: the customer's shipments newest first, a page at a time. `cursor` is the `next` of the
 * page before (opaque): paging by position in the list, so a shipment placed meanwhile neither repeats nor hides one.
 */
export const openShipmentListQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'invalidParameter' }).optional(),
  /** Placed at or after this instant (ISO 8601 with its offset). */
  from: z.iso.datetime({ offset: true, error: 'openInstantInvalid' }).optional(),
  /** Placed before this instant. */
  to: z.iso.datetime({ offset: true, error: 'openInstantInvalid' }).optional(),
  limit: z.coerce.number({ error: 'invalidParameter' }).int({ error: 'invalidParameter' }).min(1).max(100).default(50),
  cursor: singleLine({ error: 'openCursorInvalid' }).max(200, { error: 'openCursorInvalid' }).optional(),
});
