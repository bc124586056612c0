import { Code } from '@portal/shared/codes';
import { DEFAULT_EXPORT_NAME, DIRECT_EXPORT_MAX_ROWS, type ExportParameter, type ExportStarted } from '@portal/shared/export';
import type { Lang } from '@portal/shared/lang';
import { isFrozenBlockedEndpoint } from '@portal/shared/menu';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { allowed, type Caller, refusal } from '../../plugins/portal.ts';
import { EXPORT_RUN, sendExportJob } from './export-jobs.ts';
import type { ExportQuery, ExportSource } from './export-sources.ts';
import { checkExportSwitch } from './export-switch.ts';
import { insertTask } from './export-tasks.ts';

/** Spec 7: the selected rows' export-key values, comma-joined; blanks and repeats dropped. */
function splitIds(ids: string | undefined): string[] | null {
  if (ids === undefined) return null;
  const list = [...new Set(ids.split(',').map((id) => id.trim()))].filter(Boolean);
  return list.length ? list : null;
}

/** The download's name: the one asked for, else the source's, else the Chinese word for 'list' (spec 9). */
function exportFileName(requested: string | undefined, source: ExportSource, lang: Lang): string {
  // Path separators and control characters never reach a Content-Disposition header or a disk.
  const clean = (requested ?? '').replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim();
  const base = clean || source.fileName?.(lang) || DEFAULT_EXPORT_NAME;
  return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
}

/** The same refusals the source's own endpoint gives: account type, then a frozen customer's order calls. */
export function checkSourceAccess(source: Pick<ExportSource, 'name' | 'access'>, caller: Caller): void {
  if (!allowed(source.access, caller.accountType)) throw new PortalError(Code.FORBIDDEN, refusal(source.access));
  if (caller.lockFlag === 1 && isFrozenBlockedEndpoint(source.name)) throw new PortalError(Code.ACCOUNT_FROZEN, 'accountFrozen');
}

/**
 * Records an export: `direct` when it is small enough to stream straight back and the caller did not
 * ask for a task, otherwise a download-centre task, recorded with its job in one transaction.
 * Nothing is written when the list's filters are refused. The task row keeps the account that asked,
 * and each export is an audit line (`export.recorded`: who, which list, which task).
 */
export async function startExport(
  db: Db,
  jobs: JobQueue,
  caller: Caller,
  source: ExportSource,
  parameter: ExportParameter,
  lang: Lang,
  forceTask: boolean,
  log: FastifyBaseLogger,
): Promise<ExportStarted> {
  await checkExportSwitch(db, caller, source);
  await source.authorize?.(db, caller);
  const query: ExportQuery = {
    params: source.parseParams(parameter.params),
    ids: splitIds(parameter.ids),
    lang: parameter.language ?? lang,
  };
  await source.checkQuery?.(db, caller, query);
  const asTask =
    forceTask || !!source.alwaysTask || parameter.apiType === 'task' || (await source.count(db, caller, query)) > DIRECT_EXPORT_MAX_ROWS;
  const mode = asTask ? 'task' : 'direct';
  const task = {
    source: source.name,
    name: exportFileName(parameter.fileName, source, query.lang),
    request: { columns: parameter.columns, params: query.params, ids: query.ids, lang: query.lang },
    mode,
  } as const;
  const taskId = asTask
    ? await db.transaction(async (tx) => {
        const id = await insertTask(tx, caller, task);
        await sendExportJob(jobs, tx, id);
        return id;
      })
    : await insertTask(db, caller, task);
  log.info(
    {
      event: 'export.recorded',
      taskId,
      source: source.name,
      mode,
      userId: caller.userId,
      loginCode: caller.loginCode,
      customerId: caller.customerId,
      selected: query.ids?.length ?? null,
    },
    'export recorded',
  );
  if (asTask) jobs.wake(EXPORT_RUN);
  return { mode, taskId };
}

/**
 * Records a download-centre file that is not a list (a `DocumentSource`: invoice PDFs) with its
 * job, in the caller's transaction: the task exists exactly when what made it (an issued invoice)
 * does. Wake the queue with `wakeExports` after the commit.
 */
export async function recordDocumentTask(
  tx: Tx,
  jobs: JobQueue,
  caller: Caller,
  task: { source: string; name: string; params: Record<string, unknown>; lang: Lang },
): Promise<string> {
  const id = await insertTask(tx, caller, {
    source: task.source,
    name: task.name,
    request: { columns: [], params: task.params, ids: null, lang: task.lang },
    mode: 'task',
  });
  await sendExportJob(jobs, tx, id);
  return id;
}

/** Tells this process's export worker a task is waiting (after the commit that recorded it). */
export const wakeExports = (jobs: JobQueue): void => jobs.wake(EXPORT_RUN);
