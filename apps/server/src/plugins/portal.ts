import type { AccountType } from '@portal/shared/account';
import { Code } from '@portal/shared/codes';
import { RESUME_KEY_HEADER } from '@portal/shared/headers';
import { type Lang, parseLang } from '@portal/shared/lang';
import { type CustomerPage, isFrozenBlockedEndpoint } from '@portal/shared/menu';
import { type MessageKey, translate } from '@portal/shared/messages';
import { dropBidiControlsIn, hasControlCharacter } from '@portal/shared/text';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isConnectionLost, OutageClock } from '../db/connection-lost.ts';
import { isUnstorableText, PortalError } from '../lib/errors.ts';
import { holdsAny } from '../lib/page-grants.ts';
import type { CustomerScope } from '../lib/scope.ts';
import { readUploadedFiles, type UploadedFile, type UploadRule } from './uploads.ts';

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

/** Customer endpoints get a scope; the others do not (an administrator has no customer). */
type ScopeOf<A extends Access> = A extends 'customer' | 'main' ? CustomerScope : null;

interface EndpointContext<P, A extends Access> {
  parameter: P;
  caller: A extends 'public' ? Caller | null : Caller;
  scope: ScopeOf<A>;
  /** The token as sent (public endpoints such as logout read it without requiring it). */
  token: string | null;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The uploaded file, for an endpoint declared with `upload`. */
  file: UploadedFile | null;
  /** Every uploaded file, in the order sent, for an endpoint whose `upload` takes several (`maxFiles`). */
  files: UploadedFile[];
}

interface EndpointDef<S extends z.ZodType, A extends Access> {
  /** `login` is served at `POST /api/login.do`; `password/sendEamil` at `/api/password/sendEamil.do`. */
  name: string;
  method?: 'POST' | 'GET';
  access: A;
  /**
   * The menu pages that serve this call, for customer and main endpoints: an account holding none
   * of them is refused with the no-permission message before the handler runs. A function picks
   * them from the (validated) parameter, for a call shared by several pages (the address books).
   */
  pages?: readonly CustomerPage[] | ((parameter: z.infer<S>) => readonly CustomerPage[]);
  /**
   * A customer endpoint that declares no page says instead why every account of the customer may
   * call it (the order forms' look-ups, the shell's reads): one or the other, or it is not registered.
   */
  open?: string;
  parameter: S;
  /** Requests per minute from one address; login and lookups are limited (QUALITY.md). */
  rateLimit?: number;
  /** The `desc` of a success; 'ok' when not given. A function reads the handler's result (a batch says how it went). */
  successMessage?: MessageKey | ((result: never) => MessageKey);
  upload?: UploadRule;
  /** The spec names this call without `.do` (`/api/export/cancel`): it is served at both paths. */
  withoutDo?: true;
  /**
   * Served at this path instead of `/api/{name}.do`, answering `{ code, msg, data }` as the spec's
   * organisation pickers do (spec 7: `GET /network/select`): the same guards, codes and translated
   * refusals, with the message in `msg`.
   */
  path?: string;
  /** false for an endpoint whose replies are always tiny (lookups): no compression hooks run for it. */
  compress?: false;
  handler: (ctx: EndpointContext<z.infer<S>, A>) => Promise<unknown>;
}

/** A reply body already serialised (the hot `getUserInfo.do` path builds its JSON once). */
export class RawJson {
  constructor(readonly json: string) {}
}

/** What the portal knows of a registered endpoint (the endpoint-walking test reads it). */
export interface EndpointInfo {
  name: string;
  method: 'POST' | 'GET';
  access: Access;
  pages: 'none' | 'static' | 'by-parameter';
  /** Why every account of the customer may call it, for a customer endpoint without pages. */
  open: string | null;
  /** The parameter's top-level fields (an object schema's keys), so a test can tell which calls name records. */
  parameterKeys: string[];
  upload: boolean;
  /** Where it is served: `/api/<name>.do`, and `/api/<name>` too where the spec names it so; or its own `path`. */
  paths: string[];
  /** `desc`: the portal envelope; `msg`: `{ code, msg, data }` (an endpoint with its own `path`). */
  reply: ReplyShape;
}

interface Portal {
  endpoint<S extends z.ZodType, A extends Access>(def: EndpointDef<S, A>): void;
  /** Every registered endpoint with its guards. */
  endpoints(): EndpointInfo[];
  /** A reply body with `desc` in the caller's language, as the administrator last worded it. */
  envelope(code: number, key: MessageKey, lang: Lang, params?: Record<string, string | number>, data?: unknown): unknown;
  /** Every registered name, for the docs test and the 404 rule. */
  names(): string[];
  /** A success envelope in the caller's language up to `"data":`, for endpoints that write their data as JSON text. */
  okHead(lang: Lang): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: Portal;
  }
  interface FastifyContextConfig {
    /** Set on the routes of endpoints that answer `{ code, msg, data }`, so their refusals do too. */
    portalReply?: ReplyShape;
  }
}

/** The portal envelope `{ success, code, desc, data }`, or the pickers' `{ code, msg, data }`. */
type ReplyShape = 'desc' | 'msg';

const API_PREFIX = '/api/';

export type Translate = (key: string, lang: Lang, params?: Record<string, string | number>) => string;

export function envelope(
  code: number,
  key: MessageKey,
  lang: Lang,
  params?: Record<string, string | number>,
  data: unknown = null,
  texts: Translate = translate,
) {
  // Spec 8: a 70001 reply carries neither the success flag nor data.
  if (code === Code.SESSION_EXPIRED) return { code, desc: texts(key, lang, params) };
  return { success: code === Code.OK, code, desc: texts(key, lang, params), data };
}

/** The pickers' reply (spec 7 "Organisation pickers"): the same code and text, the text as `msg`. */
function msgEnvelope(
  code: number,
  key: MessageKey,
  lang: Lang,
  params?: Record<string, string | number>,
  data: unknown = null,
  texts: Translate = translate,
) {
  return { code, msg: texts(key, lang, params), data };
}

/** A success envelope up to `"data":`, the same bytes `envelope` writes, for a reply whose data is already JSON text. */
export const successHead = (desc: string): string => `{"success":true,"code":${Code.OK},"desc":${JSON.stringify(desc)},"data":`;

const sendEnvelope = (reply: FastifyReply, body: unknown) =>
  reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);

/**
 * Where a request carries a control character other than tab or a line break, as a field path
 * (`receiverName`, `columns.0.label`), or null. Keys count too. Walked without recursion so a
 * deeply nested body cannot exhaust the stack.
 */
function controlCharacterAt(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacter(v, true)) return path || 'parameter';
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        if (hasControlCharacter(key, true)) return at(path, key);
        stack.push({ value: inner, path: at(path, key) });
      }
    }
  }
  return null;
}

/**
 * Defence in depth behind the shared string rules (`singleLine`, `multiline`): a control character
 * anywhere in what a caller sends is refused before any handler runs, so a schema written with a
 * bare `z.string()` cannot carry a NUL to PostgreSQL (which refuses it, once a 500).
 */
function refuseControlCharacters(value: unknown): void {
  const found = controlCharacterAt(value);
  if (found) throw new PortalError(Code.BAD_PARAMETER, 'controlCharacter', { field: found.replace(/^parameter\./, '') });
}

/** The first broken rule, as a catalogue message in the caller's language. */
export function validationError(error: z.ZodError): PortalError {
  const { key, params } = describeIssue(error.issues[0]);
  return new PortalError(Code.BAD_PARAMETER, key, params);
}

/** What an account type an endpoint does not allow is told (exports check sources the same way). */
export const refusal = (access: Access): MessageKey =>
  access === 'admin' ? 'adminOnly' : access === 'main' ? 'mainAccountOnly' : 'noPermission';

/** Whether an account type may use something declared with this access level. */
export function allowed(access: Access, type: AccountType): boolean {
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

/** The audit line of every refusal the contract makes (who, which call, why), one shape for all. */
const logRefusal = (request: FastifyRequest, endpoint: string, who: { userId: number; loginCode: string }, why: string): void =>
  request.log.warn({ event: 'auth.refused', endpoint, userId: who.userId, loginCode: who.loginCode, ip: request.ip }, why);

const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authtoken;
  if (typeof header === 'string' && header) return header;
  const body = request.body as { token?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.token === 'string' && body.token ? body.token : null;
};

const resumeKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[RESUME_KEY_HEADER];
  return typeof header === 'string' && header.length <= 64 ? header : undefined;
};

/**
 * Registers the portal contract on a Fastify instance: endpoint registration, the JSON body
 * parser, and the error and not-found handlers that keep every /api reply in the envelope.
 */
export interface PortalGuards {
  /** `resumeKey`: the key a reloaded tab brings back (RESUME_KEY_HEADER); see SessionService.authenticate. */
  authenticate: (token: string, resumeKey?: string) => Promise<Authentication>;
  /** The pages an account holds (lib/page-grants.ts). */
  pagesOf: (account: { userId: number; customerId: number; accountType: 'MAIN' | 'SUB' }) => Promise<ReadonlySet<string>>;
  texts?: Translate;
}

export function registerPortal(
  app: FastifyInstance,
  { authenticate, pagesOf, texts = translate }: PortalGuards,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const replyOf = (code: number, key: MessageKey, lang: Lang, params?: Record<string, string | number>, data: unknown = null) =>
    envelope(code, key, lang, params, data, texts);
  const replyIn = (
    shape: ReplyShape | undefined,
    code: number,
    key: MessageKey,
    lang: Lang,
    params?: Record<string, string | number>,
    data: unknown = null,
  ) => (shape === 'msg' ? msgEnvelope(code, key, lang, params, data, texts) : replyOf(code, key, lang, params, data));
  const registered = new Map<string, EndpointInfo>();

  // Empty bodies are `{}`; anything else must be JSON. Prototype poisoning is refused by Fastify's parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    jsonParser(request, text, (err, value) => done(err ? new PortalError(Code.BAD_PARAMETER, 'malformedRequest') : null, value));
  });

  // Every route's body and query, the portal's endpoints and the plain ones (the export download).
  app.addHook('preHandler', async (request) => {
    if (!isApiRequest(request)) return;
    refuseControlCharacters(request.query);
    if (!request.isMultipart()) refuseControlCharacters(request.body);
  });

  async function identify(request: FastifyRequest, name: string, access: Access): Promise<{ caller: Caller | null; token: string | null }> {
    const token = tokenOf(request);
    if (access === 'public') return { caller: null, token };
    if (!token) throw new PortalError(Code.SESSION_EXPIRED, 'sessionTimeout');
    const auth = await authenticate(token, resumeKeyOf(request));
    if (auth === 'expired') throw new PortalError(Code.SESSION_EXPIRED, 'sessionTimeout');
    if (auth === 'forced') throw new PortalError(Code.FORCED_LOGOUT, 'forcedLogout');
    if (!allowed(access, auth.accountType)) {
      logRefusal(request, name, auth, 'refused: account type not allowed');
      throw new PortalError(Code.FORBIDDEN, refusal(access));
    }
    return { caller: auth, token };
  }

  function refuseFrozen(request: FastifyRequest, name: string, caller: Caller | null): void {
    if (caller?.lockFlag === 1 && isFrozenBlockedEndpoint(name)) {
      logRefusal(request, name, caller, 'refused: customer frozen');
      throw new PortalError(Code.ACCOUNT_FROZEN, 'accountFrozen');
    }
  }

  const refuse = (request: FastifyRequest, name: string, caller: Caller, why: string): never => {
    logRefusal(request, name, caller, why);
    throw new PortalError(Code.FORBIDDEN, 'noPermission');
  };

  /** The caller's scope, for a customer or main endpoint (the access check already let only customers in). */
  async function scopeOf(caller: Caller): Promise<CustomerScope> {
    const accountType = caller.accountType as 'MAIN' | 'SUB';
    const customerId = caller.customerId as number;
    const pages = await pagesOf({ userId: caller.userId, customerId, accountType });
    return { customerId, userId: caller.userId, loginCode: caller.loginCode, accountType, pages };
  }

  const portal: Portal = {
    endpoint(def) {
      const method = def.method ?? 'POST';
      if (registered.has(def.name)) throw new Error(`endpoint ${def.name} registered twice`);
      const scoped = def.access === 'customer' || def.access === 'main';
      if (def.pages && !scoped) throw new Error(`endpoint ${def.name}: pages need customer or main access`);
      if (def.access === 'customer' && !def.pages === !def.open)
        throw new Error(`endpoint ${def.name}: a customer endpoint declares its pages or why it is open to every account, one of them`);
      const staticPages = Array.isArray(def.pages) ? (def.pages as readonly CustomerPage[]) : null;
      const pagesFor = typeof def.pages === 'function' ? def.pages : null;
      const shape: ReplyShape = def.path ? 'msg' : 'desc';
      const paths = def.path ? [def.path] : [`${API_PREFIX}${def.name}.do`, ...(def.withoutDo ? [`${API_PREFIX}${def.name}`] : [])];
      registered.set(def.name, {
        name: def.name,
        method,
        access: def.access,
        pages: staticPages ? 'static' : pagesFor ? 'by-parameter' : 'none',
        open: def.open ?? null,
        parameterKeys: objectKeys(def.parameter),
        upload: !!def.upload,
        paths,
        reply: shape,
      });
      for (const url of paths)
        app.route({
          method,
          url,
          config: {
            ...(def.rateLimit ? { rateLimit: { max: def.rateLimit, timeWindow: '1 minute' } } : {}),
            ...(shape === 'msg' ? { portalReply: shape } : {}),
          },
          ...(def.compress === false ? { compress: false as const } : {}),
          handler: async (request, reply) => {
            const lang = parseLang(request.headers.lang as string | undefined);
            const body = request.body as unknown;
            if (method === 'POST' && body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
              throw new PortalError(Code.BAD_PARAMETER, 'malformedRequest');
            const { caller, token } = await identify(request, def.name, def.access);
            refuseFrozen(request, def.name, caller);
            const scope = scoped && caller ? await scopeOf(caller) : null;
            if (scope && staticPages && !holdsAny(scope.pages, staticPages)) refuse(request, def.name, caller!, 'refused: page not held');
            let files: UploadedFile[] = [];
            let raw: unknown = method === 'GET' ? request.query : ((body as { parameter?: unknown } | undefined)?.parameter ?? {});
            if (def.upload) {
              ({ files, parameter: raw } = await readUploadedFiles(request, def.upload));
              refuseControlCharacters(raw);
            }
            // Shown text never carries bidi controls, whatever schema the endpoint wrote (shared/text.ts).
            const parsed = def.parameter.safeParse(dropBidiControlsIn(raw));
            if (!parsed.success) throw validationError(parsed.error);
            if (scope && pagesFor && !holdsAny(scope.pages, pagesFor(parsed.data)))
              refuse(request, def.name, caller!, 'refused: page not held');
            const result = await def.handler({
              parameter: parsed.data,
              caller: caller as never,
              scope: scope as never,
              token,
              lang,
              request,
              reply,
              file: files[0] ?? null,
              files,
            });
            // A handler that sent its own reply (a file, a stream still flowing) returns it or has finished it.
            if (result === reply || reply.sent) return reply;
            if (result instanceof RawJson) return sendEnvelope(reply, result.json);
            const desc = typeof def.successMessage === 'function' ? def.successMessage(result as never) : def.successMessage;
            return sendEnvelope(reply, replyIn(shape, Code.OK, desc ?? 'ok', lang, undefined, result ?? null));
          },
        });
    },
    names: () => [...registered.keys()].sort(),
    endpoints: () => [...registered.values()].sort((a, b) => a.name.localeCompare(b.name)),
    okHead: (lang) => successHead(texts('ok', lang)),
    envelope: replyOf,
  };
  app.decorate('portal', portal);

  /** The caller's connection is closed: whatever failed after that (a stream cut short) failed for want of a reader. */
  const callerGone = (request: FastifyRequest): boolean => request.raw.socket?.destroyed === true;
  const outage = new OutageClock();
  app.setErrorHandler((error: FastifyError | PortalError, request, reply) => {
    const lang = parseLang(request.headers.lang as string | undefined);
    const shape = request.routeOptions.config?.portalReply;
    const answer = (code: number, key: MessageKey, params?: Record<string, string | number>, data: unknown = null) =>
      sendEnvelope(reply, replyIn(shape, code, key, lang, params, data));
    if (!isApiRequest(request)) {
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(Math.min(status, 500)).send({ error: status >= 500 ? 'Internal error' : error.message });
    }
    if (error instanceof PortalError) return answer(error.code, error.messageKey, error.params, error.data);
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(Code.BODY_TOO_LARGE, 'bodyTooLarge');
    if (fe.statusCode === 429) {
      request.log.warn({ event: 'rate.limited', url: request.url, ip: request.ip }, 'rate limited');
      return answer(Code.TOO_MANY_REQUESTS, 'tooManyRequests');
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return answer(Code.BAD_PARAMETER, 'malformedRequest');
    if (isUnstorableText(error)) {
      // The checks above should have refused it; if one is missed the caller still hears why, and the log has no stack.
      request.log.warn({ event: 'input.refused', url: request.url }, 'refused: text the database cannot store');
      return answer(Code.BAD_PARAMETER, 'controlCharacter', { field: 'parameter' });
    }
    if (isConnectionLost(error)) {
      // A restart or failover, not a fault: nothing committed, the caller may try again (reads were retried once already).
      const outageMs = outage.lost();
      request.log.warn({ event: 'db.unavailable', url: request.url, outageMs, reason: (error as Error).message }, 'database unreachable');
      return answer(Code.DATABASE_UNAVAILABLE, 'databaseUnavailable');
    }
    if (callerGone(request)) {
      // The caller closed the connection (a tab closed, a search typed over): no fault here, and no one to answer.
      request.log.info({ event: 'caller.gone', url: request.url, reason: (error as Error).message }, 'caller went away');
      return answer(Code.SERVER_ERROR, 'serverError');
    }
    request.log.error({ err: error, url: request.url }, 'internal error');
    return answer(Code.SERVER_ERROR, 'serverError');
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
    return sendEnvelope(reply, replyOf(Code.NOT_FOUND, 'unknownEndpoint', lang));
  };
}

/** A call of the portal contract: under /api, or an endpoint served at its own path (the pickers). */
export const isApiRequest = (request: FastifyRequest): boolean =>
  request.url.startsWith(API_PREFIX) || request.routeOptions.config?.portalReply !== undefined;

/** The top-level fields of an object parameter, seen through a preprocess (`z.preprocess(fn, z.object(...))`). */
function objectKeys(schema: z.ZodType): string[] {
  if ('shape' in schema) return Object.keys((schema as unknown as z.ZodObject).shape);
  if ('out' in schema) return objectKeys((schema as unknown as z.ZodPipe).out as z.ZodType);
  return [];
}
