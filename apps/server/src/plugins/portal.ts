import type { AccountType } from '@portal/shared/account';
import { Code } from '@portal/shared/codes';
import { type Lang, parseLang } from '@portal/shared/lang';
import { isFrozenBlockedEndpoint } from '@portal/shared/menu';
import { type MessageKey, translate } from '@portal/shared/messages';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PortalError } from '../lib/errors.ts';

/**
 * Who may call an endpoint. `customer` is any account of a customer (main or sub), `main` a main
 * account only, `user` anybody logged in, `admin` the administrator.
 */
export type Access = 'public' | 'user' | 'customer' | 'main' | 'admin';

/** The logged-in account behind a request. */
export interface Caller {
  sessionId: string;
  tokenHash: string;
  token: string;
  userId: number;
  loginCode: string;
  accountType: AccountType;
  customerId: number | null;
  lockFlag: number;
}

/** What the session service answers for a token. */
export type Authentication = Caller | 'expired' | 'forced';

export interface EndpointContext<P, A extends Access> {
  parameter: P;
  caller: A extends 'public' ? Caller | null : Caller;
  /** The token as sent (public endpoints such as logout read it without requiring it). */
  token: string | null;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointDef<S extends z.ZodType, A extends Access> {
  /** `login` is served at `POST /api/login.do`; `password/sendEamil` at `/api/password/sendEamil.do`. */
  name: string;
  method?: 'POST' | 'GET';
  access: A;
  parameter: S;
  /** Requests per minute from one address; login and lookups are limited (QUALITY.md). */
  rateLimit?: number;
  /** The `desc` of a success; 'ok' when not given. */
  successMessage?: MessageKey;
  handler: (ctx: EndpointContext<z.infer<S>, A>) => Promise<unknown>;
}

/** A reply body already serialised (the hot `getUserInfo.do` path builds its JSON once). */
export class RawJson {
  constructor(readonly json: string) {}
}

export interface Portal {
  endpoint<S extends z.ZodType, A extends Access>(def: EndpointDef<S, A>): void;
  /** Every registered name, for the docs test and the 404 rule. */
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: Portal;
  }
}

const API_PREFIX = '/api/';

export function envelope(code: number, key: MessageKey, lang: Lang, params?: Record<string, string | number>, data: unknown = null) {
  // Spec 8: a 70001 reply carries neither the success flag nor data.
  if (code === Code.SESSION_EXPIRED) return { code, desc: translate(key, lang, params) };
  return { success: code === Code.OK, code, desc: translate(key, lang, params), data };
}

const sendEnvelope = (reply: FastifyReply, body: unknown) =>
  reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);

/** The first broken rule, as a catalogue message in the caller's language. */
export function validationError(error: z.ZodError): PortalError {
  const { key, params } = describeIssue(error.issues[0]);
  return new PortalError(Code.BAD_PARAMETER, key, params);
}

const refusal = (access: Access): MessageKey => (access === 'admin' ? 'adminOnly' : access === 'main' ? 'mainAccountOnly' : 'noPermission');

function allowed(access: Access, type: AccountType): boolean {
  switch (access) {
    case 'public':
    case 'user':
      return true;
    case 'customer':
      return type === 'MAIN' || type === 'SUB';
    case 'main':
      return type === 'MAIN';
    case 'admin':
      return type === 'ADMIN';
  }
}

const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authtoken;
  if (typeof header === 'string' && header) return header;
  const body = request.body as { token?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.token === 'string' && body.token ? body.token : null;
};

/**
 * Registers the portal contract on a Fastify instance: endpoint registration, the JSON body
 * parser, and the error and not-found handlers that keep every /api reply in the envelope.
 */
export function registerPortal(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<Authentication>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const registered = new Set<string>();

  // Empty bodies are `{}`; anything else must be JSON. Prototype poisoning is refused by Fastify's parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    jsonParser(request, text, (err, value) => done(err ? new PortalError(Code.BAD_PARAMETER, 'malformedRequest') : null, value));
  });

  async function identify(request: FastifyRequest, name: string, access: Access): Promise<{ caller: Caller | null; token: string | null }> {
    const token = tokenOf(request);
    if (access === 'public') return { caller: null, token };
    if (!token) throw new PortalError(Code.SESSION_EXPIRED, 'sessionTimeout');
    const auth = await authenticate(token);
    if (auth === 'expired') throw new PortalError(Code.SESSION_EXPIRED, 'sessionTimeout');
    if (auth === 'forced') throw new PortalError(Code.FORCED_LOGOUT, 'forcedLogout');
    if (!allowed(access, auth.accountType)) {
      request.log.warn(
        { event: 'auth.refused', endpoint: name, userId: auth.userId, loginCode: auth.loginCode, ip: request.ip },
        'refused: account type not allowed',
      );
      throw new PortalError(Code.FORBIDDEN, refusal(access));
    }
    return { caller: auth, token };
  }

  function refuseFrozen(request: FastifyRequest, name: string, caller: Caller | null): void {
    if (caller?.lockFlag === 1 && isFrozenBlockedEndpoint(name)) {
      request.log.warn(
        { event: 'auth.refused', endpoint: name, userId: caller.userId, loginCode: caller.loginCode, ip: request.ip },
        'refused: customer frozen',
      );
      throw new PortalError(Code.ACCOUNT_FROZEN, 'accountFrozen');
    }
  }

  const portal: Portal = {
    endpoint(def) {
      const method = def.method ?? 'POST';
      registered.add(def.name);
      app.route({
        method,
        url: `${API_PREFIX}${def.name}.do`,
        config: def.rateLimit ? { rateLimit: { max: def.rateLimit, timeWindow: '1 minute' } } : {},
        handler: async (request, reply) => {
          const lang = parseLang(request.headers.lang as string | undefined);
          const body = request.body as unknown;
          if (method === 'POST' && body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
            throw new PortalError(Code.BAD_PARAMETER, 'malformedRequest');
          const { caller, token } = await identify(request, def.name, def.access);
          refuseFrozen(request, def.name, caller);
          const raw = method === 'GET' ? request.query : ((body as { parameter?: unknown } | undefined)?.parameter ?? {});
          const parsed = def.parameter.safeParse(raw);
          if (!parsed.success) throw validationError(parsed.error);
          const result = await def.handler({
            parameter: parsed.data,
            caller: caller as never,
            token,
            lang,
            request,
            reply,
          });
          if (reply.sent) return reply;
          if (result instanceof RawJson) return sendEnvelope(reply, result.json);
          return sendEnvelope(reply, envelope(Code.OK, def.successMessage ?? 'ok', lang, undefined, result ?? null));
        },
      });
    },
    names: () => [...registered].sort(),
  };
  app.decorate('portal', portal);

  app.setErrorHandler((error: FastifyError | PortalError, request, reply) => {
    const lang = parseLang(request.headers.lang as string | undefined);
    if (!isApiRequest(request)) {
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(Math.min(status, 500)).send({ error: status >= 500 ? 'Internal error' : error.message });
    }
    if (error instanceof PortalError) return sendEnvelope(reply, envelope(error.code, error.messageKey, lang, error.params, error.data));
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendEnvelope(reply, envelope(Code.BODY_TOO_LARGE, 'bodyTooLarge', lang));
    if (fe.statusCode === 429) {
      request.log.warn({ event: 'rate.limited', url: request.url, ip: request.ip }, 'rate limited');
      return sendEnvelope(reply, envelope(Code.TOO_MANY_REQUESTS, 'tooManyRequests', lang));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)
      return sendEnvelope(reply, envelope(Code.BAD_PARAMETER, 'malformedRequest', lang));
    request.log.error({ err: error, url: request.url }, 'internal error');
    return sendEnvelope(reply, envelope(Code.SERVER_ERROR, 'serverError', lang));
  });

  // An unknown `/api/...` answers 404 in the envelope. A frozen customer asking for an order call
  // that is not built yet is still told it is frozen, so the refusal never depends on what exists.
  return async function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
    const lang = parseLang(request.headers.lang as string | undefined);
    const name = request.url.slice(API_PREFIX.length).split('?')[0]?.replace(/\.do$/, '') ?? '';
    const token = tokenOf(request);
    if (token && isFrozenBlockedEndpoint(name)) {
      const auth = await authenticate(token);
      if (typeof auth === 'object') refuseFrozen(request, name, auth);
    }
    return sendEnvelope(reply, envelope(Code.NOT_FOUND, 'unknownEndpoint', lang));
  };
}

export const isApiRequest = (request: FastifyRequest): boolean => request.url.startsWith(API_PREFIX);
