import { Code } from '@portal/shared/codes';
import { REQUEST_ID_HEADER, RESUME_KEY_HEADER } from '@portal/shared/headers';
import { currentLang, loadMessages, msg } from './i18n.ts';
import { recordProblem } from './problem-log.ts';
import { local, SessionKey, StorageKey, session } from './storage.ts';

/** Replies that are the portal's failure, not the shipper's: kept in the problem log (lib/problem-log.ts). */
const PROBLEM_CODES: ReadonlySet<number> = new Set([Code.SERVER_ERROR, Code.DATABASE_UNAVAILABLE, Code.GATEWAY_UNAVAILABLE]);

/** Spec 7 timeouts: 15 s for the shell, 60 s for login and orders, 120 s for imports. */
export const Timeout = { shell: 15_000, order: 60_000, import: 120_000, long: 360_000 } as const;

/** A refusal or failure of a portal call, with the server's translated `desc`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly desc: string,
    readonly data: unknown = null,
  ) {
    super(desc);
    this.name = 'ApiError';
  }
}

/** Codes whose message the caller should not show (spec 8 "suppressed ones"). */
export const isSilent = (err: unknown): boolean =>
  err instanceof ApiError && (err.code === Code.SESSION_EXPIRED || err.code === Code.FORCED_LOGOUT);

type SessionListener = (kind: 'expired' | 'forced', desc: string) => void;
const sessionListeners = new Set<SessionListener>();

/** The shell subscribes to show the session-expired prompt or to leave on a forced logout. */
export function onSessionEnd(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

export const getToken = (): string | null => local.get(StorageKey.token);

export interface CallOptions {
  method?: 'POST' | 'GET';
  timeoutMs?: number;
  /** For calls made while logged out (login, reset): a 70001 is then just an error. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface FileCallOptions extends CallOptions {
  /** Each piece of a file reply as it arrives (a progress bar for a file the server sends while it makes it). */
  onChunk?: (chunk: Uint8Array, response: Response) => void;
}

interface Envelope<T> {
  success?: boolean;
  code: number;
  desc: string;
  data?: T;
}

/**
 * Calls `POST /api/{name}.do` with `{parameter, token}`, the token again in `authToken` and the
 * language in `lang`. Resolves with `data` on success; rejects with an ApiError otherwise.
 */
export async function call<T = unknown>(name: string, parameter: unknown = {}, opts: CallOptions = {}): Promise<T> {
  const method = opts.method ?? 'POST';
  const token = getToken();
  const headers = portalHeaders(token);
  let url = `/api/${name}.do`;
  let body: string | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(parameter as Record<string, string>)).toString();
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ parameter, token: token ?? undefined });
  }
  return send<T>(url, { method, headers, body }, opts);
}

/**
 * GETs a call served at its own path (the organisation pickers, spec 7: `/network/select`), the
 * parameter as the query (empty values left out), the token in `authToken`. The reply `{ code, msg,
 * data }` is read as the envelope: 200 resolves with `data`; another code rejects with `msg`, and
 * 70001 without data is the session's end, as for every call (spec 8).
 */
export async function callAt<T = unknown>(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
  opts: CallOptions = {},
): Promise<T> {
  const given = Object.entries(query).filter(([, v]) => v !== undefined && v !== '');
  const search = new URLSearchParams(given.map(([k, v]) => [k, String(v)])).toString();
  return send<T>(search ? `${path}?${search}` : path, { method: 'GET', headers: portalHeaders(getToken()) }, opts, false, true);
}

/** A `{ code, msg, data }` reply as the envelope: success on 200; no success flag on the session's end (spec 8). */
function fromMsgReply<T>(reply: { code: number; msg: string; data?: T }): Envelope<T> {
  const sessionEnd = reply.code === Code.SESSION_EXPIRED && (reply.data === null || reply.data === undefined);
  return { code: reply.code, desc: reply.msg, data: reply.data, success: sessionEnd ? undefined : reply.code === Code.OK };
}

/**
 * Sends one file to an upload endpoint (multipart: `parameter` as JSON, then `file`, the order the
 * server reads them in). Same headers, replies and refusals as `call`; imports wait up to 120 s.
 */
export async function upload<T = unknown>(
  name: string,
  file: Blob,
  fileName: string,
  parameter: unknown = {},
  opts: CallOptions = {},
): Promise<T> {
  const headers = portalHeaders(getToken());
  const body = new FormData();
  body.append('parameter', JSON.stringify(parameter));
  body.append('file', file, fileName);
  return send<T>(`/api/${name}.do`, { method: 'POST', headers, body }, { timeoutMs: Timeout.import, ...opts });
}

/** Sends several files as one upload (each a part `file`, after `parameter`), for an endpoint that takes several. */
export async function uploadFiles<T = unknown>(name: string, files: File[], parameter: unknown = {}, opts: CallOptions = {}): Promise<T> {
  const headers = portalHeaders(getToken());
  const body = new FormData();
  body.append('parameter', JSON.stringify(parameter));
  for (const file of files) body.append('file', file, file.name);
  return send<T>(`/api/${name}.do`, { method: 'POST', headers, body }, { timeoutMs: Timeout.import, ...opts });
}

/**
 * Calls an endpoint that answers a file (a template, an error file): resolves with the file, or
 * rejects as `call` does when the server answers with the envelope instead (a refusal).
 */
export async function callForFile(name: string, parameter: unknown = {}, opts: FileCallOptions = {}): Promise<Blob> {
  const token = getToken();
  const headers = { ...portalHeaders(token), 'content-type': 'application/json' };
  const body = JSON.stringify({ parameter, token: token ?? undefined });
  return send<Blob>(`/api/${name}.do`, { method: 'POST', headers, body }, opts, true);
}

function portalHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { lang: currentLang(), 'cache-control': 'no-cache' };
  if (token) headers.authToken = token;
  // After a reload this tab takes back the session its hiding ended (lib/unload-logout.ts).
  const resumeKey = token ? session.get(SessionKey.resumeKey) : null;
  if (resumeKey) headers[RESUME_KEY_HEADER] = resumeKey;
  return headers;
}

/** The body of a file reply, handing each piece to `onChunk` on the way. */
async function readFile(res: Response, onChunk?: FileCallOptions['onChunk']): Promise<Blob> {
  if (!onChunk || !res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    onChunk(value, res);
  }
  return new Blob(parts, { type: res.headers.get('content-type') ?? undefined });
}

async function send<T>(url: string, init: RequestInit, opts: FileCallOptions, file = false, msgReply = false): Promise<T> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? Timeout.shell);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let reply: Envelope<T>;
  let requestId: string | undefined;
  try {
    const res = await fetch(url, { ...init, signal });
    requestId = res.headers.get(REQUEST_ID_HEADER) ?? undefined;
    if (file && res.ok && !res.headers.get('content-type')?.startsWith('application/json')) return (await readFile(res, opts.onChunk)) as T;
    const json = await res.json();
    reply = msgReply ? fromMsgReply<T>(json) : (json as Envelope<T>);
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    const timedOut = timeout.aborted;
    // Spec 8: a transport failure is 'Service Error'; a timeout says the network is too slow (in the
    // messages, which /login has not loaded yet).
    if (timedOut) await loadMessages().catch(() => undefined);
    const error = new ApiError(timedOut ? 408 : 0, timedOut ? msg('requestTimeout') : 'Service Error');
    recordProblem({ kind: 'request', where: url, message: error.desc, requestId });
    throw error;
  }
  if (PROBLEM_CODES.has(reply.code)) recordProblem({ kind: 'request', where: url, message: reply.desc, requestId });
  if (reply.code === Code.SESSION_EXPIRED && reply.success === undefined) {
    if (!opts.anonymous) for (const l of sessionListeners) l('expired', reply.desc);
    throw new ApiError(reply.code, reply.desc);
  }
  if (reply.code === Code.FORCED_LOGOUT) {
    if (!opts.anonymous) for (const l of sessionListeners) l('forced', reply.desc);
    throw new ApiError(reply.code, reply.desc);
  }
  if (!reply.success) throw new ApiError(reply.code, reply.desc, reply.data ?? null);
  return reply.data as T;
}
