import { Code } from '@portal/shared/codes';
import { HTML_LANG, type Lang } from '@portal/shared/lang';
import type { CustomerPage } from '@portal/shared/menu';
import type { MessageKey } from '@portal/shared/messages';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  langOfAcceptLanguage,
  OPEN_API_PREFIX,
  PROBLEM_KINDS,
  PROBLEM_MEDIA_TYPE,
  type Problem,
  type ProblemField,
  type ProblemKind,
  problemTypeOf,
} from '@portal/shared/open-api';
import type { ApiKeyMode } from '@portal/shared/open-platform';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isConnectionLost } from '../../db/connection-lost.ts';
import { bearerTokenOf } from '../../lib/bearer.ts';
import { PortalError } from '../../lib/errors.ts';
import { holdsAny } from '../../lib/page-grants.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { secretHashOf } from './api-keys.ts';
import { recordCall } from './call-log.ts';
import { claimKey, completeKey, fingerprintOf, releaseKey } from './idempotency.ts';
import type { OpenPlatformDeps } from './module.ts';
import { openApiDocument } from './openapi-document.ts';
import { keyBySecretHash } from './repository.ts';

/** The key a call of the open API came with, once checked. */
interface OpenKey {
  id: number;
  mode: ApiKeyMode;
}

/** A refusal of the open API: becomes an RFC 9457 problem in the request's language. */
export class OpenProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly code: MessageKey,
    readonly params?: Record<string, string | number>,
    /** The fields at fault: each with its rule's code, and its text already worded or its parameters to word it with. */
    readonly fields?: { field: string; code: string; detail?: string; params?: Record<string, string | number> }[],
  ) {
    super(code);
    this.name = 'OpenProblem';
  }
}

/** A portal refusal raised by a service the API reuses, as the problem kind its code means. */
const KIND_OF_CODE: Partial<Record<number, ProblemKind>> = {
  [Code.BAD_PARAMETER]: 'invalid-request',
  [Code.FORBIDDEN]: 'forbidden',
  [Code.NOT_FOUND]: 'not-found',
  [Code.CONFLICT]: 'conflict',
  [Code.BODY_TOO_LARGE]: 'body-too-large',
  [Code.TOO_MANY_REQUESTS]: 'too-many-requests',
  [Code.ACCOUNT_FROZEN]: 'account-frozen',
  [Code.WALLET_INSUFFICIENT]: 'conflict',
  [Code.DATABASE_UNAVAILABLE]: 'unavailable',
};

interface OpenContext<Q, P, B> {
  scope: CustomerScope;
  key: OpenKey;
  lang: Lang;
  query: Q;
  params: P;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One operation of the open API, declared with what guards it and the schemas it validates with (the OpenAPI document reads them). */
interface OpenRoute<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Below /open/v1, in Fastify's form (`/postcodes/:postcode`). */
  url: string;
  operationId: string;
  summary: string;
  /** The pages whose work this is: the key must act with one, and its account still hold it. */
  pages: readonly CustomerPage[];
  /** Refused to a frozen customer, as the portal refuses its order calls. */
  refusedWhenFrozen?: true;
  /** The status of a success when it is not 200 (a shipment made: 201). */
  successStatus?: 201;
  /** A success that is a file, not JSON: its media types (labels: PDF or ZPL). */
  files?: readonly string[];
  query?: Q;
  params?: P;
  body?: B;
  handler: (ctx: OpenContext<z.infer<Q>, z.infer<P>, z.infer<B>>) => Promise<unknown>;
}

/** What the open API registers with: routes, each with its guards. */
export interface OpenApi {
  route<Q extends z.ZodType = z.ZodUnknown, P extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(
    def: OpenRoute<Q, P, B>,
  ): void;
  /** Every registered operation, for the contract document and its tests. */
  routes(): readonly OpenRoute<z.ZodType, z.ZodType, z.ZodType>[];
}

/**
 * The order rules' broken fields (lib/errors.ts rulesBroken), worded already, as fields under `at` (the body, or
 * one item of a batch's body).
 */
export function issuesOf(error: PortalError, at = 'body'): NonNullable<OpenProblem['fields']> | undefined {
  const issues = (error.data as { issues?: { field: string; desc: string }[] } | null)?.issues;
  return issues?.map((i, n) => ({ field: `${at}.${i.field}`, code: error.issueCodes?.[n] ?? error.messageKey, detail: i.desc }));
}

/** The request's path without its query: what a problem, the not-found answer and the call log name. */
const pathOf = (request: FastifyRequest): string => request.url.split('?')[0]!;

/** The fields a schema refused, each with its catalogue code and text. */
function fieldsOf(error: z.ZodError, where: string): { field: string; code: MessageKey; params: Record<string, string | number> }[] {
  return error.issues.map((issue) => {
    const { key, params } = describeIssue(issue);
    const field = [where, ...issue.path].join('.');
    return { field, code: key, params: { ...params, field } };
  });
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.infer<S> {
  if (!schema) return value as z.infer<S>;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldsOf(parsed.error, where);
  throw new OpenProblem('invalid-request', fields[0]!.code, fields[0]!.params, fields);
}

/**
 * The open API's front door (/open/v1, docs/open-platform.md): a key as `Authorization: Bearer sk_…`
 * read on every call (so a revocation holds at once on every process), the account's pages at this
 * moment narrowed to the key's, problems as RFC 9457 says in the Accept-Language asked for, and every
 * call written to its key's log. No session, no portal envelope: machines read these answers.
 */
export function registerOpenApi(app: FastifyInstance, deps: OpenPlatformDeps, routes: (api: OpenApi) => void): void {
  const { db, grants, texts } = deps;
  const registered: OpenRoute<z.ZodType, z.ZodType, z.ZodType>[] = [];
  const perKeyLimit = rateLimitOf(deps.config.openApiRateLimit);

  const problemOf = (request: FastifyRequest, problem: OpenProblem, lang: Lang): Problem => {
    const { status, title } = PROBLEM_KINDS[problem.kind];
    const errors: ProblemField[] | undefined = problem.fields?.map((f) => ({
      field: f.field,
      code: f.code,
      detail: f.detail ?? texts.translate(f.code as MessageKey, lang, f.params),
    }));
    return {
      type: problemTypeOf(problem.kind),
      title: texts.translate(title, lang),
      status,
      detail: texts.translate(problem.code, lang, problem.params),
      instance: pathOf(request),
      code: problem.code,
      requestId: request.id,
      ...(errors ? { errors } : {}),
    };
  };

  const sendProblem = (request: FastifyRequest, reply: FastifyReply, problem: OpenProblem) => {
    const lang = langOfAcceptLanguage(request.headers['accept-language']);
    const body = problemOf(request, problem, lang);
    if (problem.kind === 'unavailable') reply.header('retry-after', '5');
    return reply
      .code(body.status)
      .header('content-type', `${PROBLEM_MEDIA_TYPE}; charset=utf-8`)
      .header('content-language', HTML_LANG[lang])
      .send(body);
  };

  /** The key, the account behind it and the pages they share now; or the problem that refuses the call. */
  const authenticate = async (request: FastifyRequest, route: OpenRoute<z.ZodType, z.ZodType, z.ZodType>) => {
    const secret = bearerTokenOf(request);
    if (!secret) throw new OpenProblem('unauthorized', 'apiKeyMissing');
    const found = await keyBySecretHash(db, secretHashOf(secret));
    if (!found?.inForce) throw new OpenProblem('unauthorized', 'apiKeyInvalid');
    request.openKey = { id: found.key.id, customerId: found.key.customerId };
    if (found.userStatus !== 1) throw new OpenProblem('forbidden', 'apiKeyAccountDisabled');
    if (found.lockFlag === 1 && route.refusedWhenFrozen) throw new OpenProblem('account-frozen', 'accountFrozen');
    const accountType = found.accountType as 'MAIN' | 'SUB';
    const held = await grants.pagesOf({ userId: found.key.userId, customerId: found.key.customerId, accountType });
    // The key's pages the account still holds: a grant taken from the account is taken from its keys at once.
    const pages = new Set(found.key.pages.filter((p) => held.has(p)));
    if (!holdsAny(pages, route.pages)) throw new OpenProblem('forbidden', 'apiKeyPageMissing', { pages: route.pages.join(', ') });
    const scope: CustomerScope = {
      customerId: found.key.customerId,
      userId: found.key.userId,
      loginCode: found.loginCode,
      accountType,
      pages,
    };
    return { scope, key: { id: found.key.id, mode: found.key.mode } satisfies OpenKey };
  };

  app.register(
    async (open) => {
      open.addHook('onResponse', async (request, reply) => {
        if (!request.openKey) return;
        recordCall(db, request.openKey, {
          method: request.method,
          path: pathOf(request).slice(0, 300),
          status: reply.statusCode,
          latencyMs: Math.round(reply.elapsedTime),
          idempotencyKey: headerOf(request, IDEMPOTENCY_KEY_HEADER),
          requestId: request.id,
        }).catch((err: unknown) => request.log.warn({ err }, 'open API call not logged'));
      });

      open.setErrorHandler((error: FastifyError | PortalError | OpenProblem, request, reply) => {
        if (error instanceof OpenProblem) return sendProblem(request, reply, error);
        if (error instanceof PortalError) {
          const kind = KIND_OF_CODE[error.code];
          if (kind) return sendProblem(request, reply, new OpenProblem(kind, error.messageKey, error.params, issuesOf(error)));
        }
        if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return sendProblem(request, reply, new OpenProblem('body-too-large', 'bodyTooLarge'));
        const status = (error as FastifyError).statusCode;
        if (status && status >= 400 && status < 500)
          return sendProblem(request, reply, new OpenProblem('invalid-request', 'malformedRequest'));
        if (isConnectionLost(error)) return sendProblem(request, reply, new OpenProblem('unavailable', 'openCallFailed'));
        request.log.error({ err: error, url: request.url }, 'open API call failed');
        return sendProblem(request, reply, new OpenProblem('internal', 'openCallFailed'));
      });

      open.setNotFoundHandler((request, reply) =>
        sendProblem(
          request,
          reply,
          new OpenProblem('not-found', 'openRouteUnknown', { method: request.method, path: pathOf(request).slice(0, 200) }),
        ),
      );

      // The contract, made from the routes below: public, as any API reference is.
      open.get('/openapi.json', async () => openApiDocument(registered));

      routes({
        route(def) {
          registered.push(def as never);
          open.route({
            method: def.method,
            url: def.url,
            config: { rateLimit: perKeyLimit },
            handler: async (request, reply) => {
              const { scope, key } = await authenticate(request, def as never);
              const run = async () =>
                def.handler({
                  scope,
                  key,
                  lang: langOfAcceptLanguage(request.headers['accept-language']),
                  query: parse(def.query, request.query, 'query'),
                  params: parse(def.params, request.params, 'path'),
                  body: parse(def.body, request.body, 'body'),
                  request,
                  reply,
                });
              if (def.method !== 'POST') return run();
              return idempotent(db, request, reply, scope, run);
            },
          });
        },
        routes: () => registered,
      });
    },
    { prefix: OPEN_API_PREFIX },
  );
}

/** The RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) and Retry-After, on every answer of the API. */
const RATE_LIMIT_HEADERS = {
  rateLimit: 'ratelimit-limit',
  rateRemaining: 'ratelimit-remaining',
  rateReset: 'ratelimit-reset',
  retryAfter: 'retry-after',
};

/**
 * Calls per minute per key (@fastify/rate-limit, counted per process until issue 31's shared store): the key is
 * told by the secret's hash before the key is even looked up, so a flood of calls costs no database read past
 * the limit; a call without a key is counted by its address.
 */
function rateLimitOf(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const secret = bearerTokenOf(request);
      return secret ? `open:${secretHashOf(secret)}` : `open-ip:${request.ip}`;
    },
    labels: RATE_LIMIT_HEADERS,
    addHeaders: { 'ratelimit-limit': true, 'ratelimit-remaining': true, 'ratelimit-reset': true, 'retry-after': true },
    addHeadersOnExceeding: { 'ratelimit-limit': true, 'ratelimit-remaining': true, 'ratelimit-reset': true },
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new OpenProblem('too-many-requests', 'openRateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
}

/**
 * A POST with an Idempotency-Key runs once per customer and key: the same key and body answer the first
 * success again (with `Idempotent-Replayed: true`), another body is refused (422), a run still going
 * answers a conflict (409). Without the header the POST simply runs.
 */
async function idempotent(
  db: OpenPlatformDeps['db'],
  request: FastifyRequest,
  reply: FastifyReply,
  scope: CustomerScope,
  run: () => Promise<unknown>,
) {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new OpenProblem('invalid-request', 'idempotencyKeyInvalid', undefined, [
      { field: 'header.Idempotency-Key', code: 'idempotencyKeyInvalid' },
    ]);
  const claim = await claimKey(db, scope, key, fingerprintOf(request.method, request.url, request.body));
  if (claim.kind === 'mismatch') throw new OpenProblem('unprocessable', 'idempotencyKeyReused');
  if (claim.kind === 'running') throw new OpenProblem('conflict', 'idempotencyKeyRunning');
  if (claim.kind === 'replay')
    return reply.code(claim.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(claim.body);
  let body: string;
  try {
    body = JSON.stringify(await run());
  } catch (err) {
    await releaseKey(db, claim.id);
    throw err;
  }
  await completeKey(db, claim.id, reply.statusCode, body);
  return reply.type('application/json; charset=utf-8').send(body);
}

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.slice(0, 255) : null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a call of the open API came with, once found (its call is logged against it). */
    openKey?: { id: number; customerId: number };
  }
}
