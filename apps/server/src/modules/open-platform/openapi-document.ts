import { OPEN_API_PREFIX, PROBLEM_KINDS, PROBLEM_MEDIA_TYPE, problemSchema } from '@portal/shared/open-api';
import { z } from 'zod';
import type { OpenApi } from './open-api.ts';

type Route = ReturnType<OpenApi['routes']>[number];
type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema draft 2020-12, the dialect of OpenAPI 3.1, in the shape a request is sent in
 * (`io: 'input'`: before transforms and defaults). What JSON Schema cannot say (a refinement, a transform's
 * rule) stays in the server; the field's own rules that it can say (types, lengths, patterns, enums) are here.
 */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  return rest as JsonSchema;
};

/** Fastify's `/postcodes/:postcode` as OpenAPI's `/postcodes/{postcode}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The properties of an object schema, each as a parameter of `where` (path or query). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const problemResponse = (description: string) => ({
  description,
  content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

function operationOf(route: Route) {
  const success = String(route.successStatus ?? 200);
  const post = route.method === 'POST';
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: `${route.summary}. The key must act with one of these pages, and its account still hold it: ${route.pages.join(', ')}.${
      route.refusedWhenFrozen ? ' Refused to a frozen customer.' : ''
    }`,
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...(post ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } } } : {}),
    responses: {
      [success]: {
        description: 'Done',
        content: route.files
          ? Object.fromEntries(route.files.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]))
          : { 'application/json': { schema: { type: 'object' } } },
      },
      '400': problemResponse('A field breaks its rule: `errors` names each one'),
      '401': problemResponse('No key, or a key not in force'),
      '403': problemResponse("The key does not act with this operation's pages, or its account is disabled or frozen"),
      ...(post
        ? {
            '409': problemResponse('A request with this Idempotency-Key is still running'),
            '422': problemResponse('This Idempotency-Key was used with another body'),
          }
        : {}),
      '429': problemResponse("Past the key's calls a minute: RateLimit-Reset and Retry-After say when to try again"),
      '500': problemResponse('Nothing was done; try again, and give customer service the requestId'),
    },
  };
}

/**
 * The open API's contract as OpenAPI 3.1 (GET /open/v1/openapi.json), made from the very routes and zod
 * schemas the handlers validate with, so the document cannot say what the server does not do.
 */
export function openApiDocument(routes: readonly Route[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courier open platform API',
      version: '1.0.0',
      description:
        "A business shipper's own systems ship and track with an API key made on the portal's open platform page. Money is in sen, weights in grams, times in ISO 8601 with their offset. Refusals are RFC 9457 problem details in the Accept-Language of the request.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the API is where this document was fetched from, whatever the portal's address.
    servers: [{ url: OPEN_API_PREFIX }],
    security: [{ apiKey: [] }],
    tags: [],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key from the open platform page: sk_live_… or sk_test_…',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'The same key with the same body answers the first success again (Idempotent-Replayed: true); kept 24 hours per customer',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'zh, en or ms: the language of problem titles and details (English when none of them is asked for)',
          schema: { type: 'string' },
        },
      },
      schemas: { Problem: jsonSchemaOf(problemSchema) },
    },
    'x-problem-types': Object.keys(PROBLEM_KINDS).map((kind) => `${OPEN_API_PREFIX}/problems/${kind}`),
  };
}
