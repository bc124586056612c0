import { createHash, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Code } from '@portal/shared/codes';
import { downloadSignedJson, EXPORT_DOWNLOAD_PATH, SIGNED_URL_MAX_AGE_MS, signatureBase } from '@portal/shared/export';
import { parseLang } from '@portal/shared/lang';
import { singleLine } from '@portal/shared/text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { readFile } from '../../lib/file-store.ts';
import type { Caller } from '../../plugins/portal.ts';
import type { ExportSource } from './export-sources.ts';
import { findTask, markDirectDone, type TaskRow } from './export-tasks.ts';
import type { ExportsDeps } from './module.ts';
import { checkSourceAccess } from './start-export.ts';
import { writeXlsx, XLSX_CONTENT_TYPE } from './xlsx-writer.ts';

/** A link's clock may run this far ahead of ours (the browser's clock, not an attacker's gain). */
const CLOCK_SKEW_MS = 60_000;

const signedQuery = z.object({
  taskId: singleLine().max(100),
  token: singleLine().min(1).max(200),
  t: z.coerce.number().int(),
  s: singleLine().regex(/^[0-9a-fA-F]{32}$/),
  /** The visitor code the browser signed with (spec 7). */
  v: singleLine().min(1).max(100),
});
type SignedQuery = z.infer<typeof signedQuery>;

const expired = () => new PortalError(Code.FORBIDDEN, 'downloadLinkExpired');
const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 7: s = md5(parameters JSON + t + session id + visitor code), compared in constant time. */
function signatureMatches(q: SignedQuery, sessionId: string): boolean {
  const expected = createHash('md5')
    .update(signatureBase(downloadSignedJson(q.taskId), q.t, sessionId, q.v))
    .digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(q.s.toLowerCase()));
}

/** RFC 6266 with RFC 5987's filename* so '列表.xlsx' arrives intact; the plain filename is an ASCII stand-in. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const fileHeaders = (reply: FastifyReply, name: string, contentType = XLSX_CONTENT_TYPE) =>
  reply.header('content-type', contentType).header('content-disposition', contentDisposition(name)).header('cache-control', 'no-store');

/**
 * `GET /api/export/download.do?taskId&token&t&s&v`: a plain route, since it answers a file. The
 * token must name a live session, t be fresh, s match that session's signature and the task be the
 * caller's. Every refusal is the usual JSON envelope at HTTP 200 (thrown to the portal's handler).
 */
export function downloadRoute(app: FastifyInstance, deps: ExportsDeps): void {
  const { db, sessions, exportSources } = deps;

  app.get(EXPORT_DOWNLOAD_PATH, async (request, reply) => {
    const parsed = signedQuery.safeParse(request.query);
    if (!parsed.success) throw expired();
    const q = parsed.data;
    const now = Date.now();
    if (now - q.t > SIGNED_URL_MAX_AGE_MS || q.t - now > CLOCK_SKEW_MS) throw expired();
    const caller = await sessions.authenticate(q.token);
    if (typeof caller !== 'object' || !signatureMatches(q, caller.sessionId)) {
      request.log.warn({ event: 'auth.refused', endpoint: 'export/download', ip: request.ip }, 'refused: bad download signature');
      throw expired();
    }
    const task = UUID.test(q.taskId) ? await findTask(db, caller.userId, q.taskId) : undefined;
    const source = task && exportSources.get(task.source);
    if (!task || !source) throw notFound();
    checkSourceAccess(source, caller);
    if (task.mode === 'direct') return streamDirect(request, reply, { deps, task, source, caller });
    return sendStored(reply, { deps, task, caller });
  });
}

interface Download {
  deps: ExportsDeps;
  task: TaskRow;
  caller: Caller;
}

/** A small export: the xlsx is written straight into the response as the rows arrive, never stored. */
function streamDirect(request: FastifyRequest, reply: FastifyReply, { deps, task, source, caller }: Download & { source: ExportSource }) {
  // The task is only a handle for this download; it lives as long as a signed link does.
  if (Date.now() - task.createdAt.getTime() > SIGNED_URL_MAX_AGE_MS) throw expired();
  const body = new PassThrough();
  const { columns, params, ids } = task.request;
  void writeXlsx(body, { db: deps.db, source, caller, query: { params, ids, lang: parseLang(task.request.lang) }, columns })
    .then((rows) => markDirectDone(deps.db, task.id, rows))
    .catch((err: unknown) => {
      request.log.error({ err, event: 'export.failed', taskId: task.id, source: task.source }, 'direct export failed');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  return fileHeaders(reply, task.name).send(body);
}

/** A download-centre export: the stored file, once the task is done and until the file expires. */
async function sendStored(reply: FastifyReply, { deps, task, caller }: Download) {
  if (task.state === 'WAITING' || task.state === 'RUNNING') throw new PortalError(Code.CONFLICT, 'exportNotReady');
  if (task.state !== 'DONE') throw notFound();
  const file = task.fileId ? await readFile(deps.db, task.fileId, caller.userId) : null;
  if (!file) throw new PortalError(Code.NOT_FOUND, 'exportFileExpired');
  return fileHeaders(reply, file.name, file.contentType).send(file.data);
}
