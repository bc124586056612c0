import { Writable } from 'node:stream';
import { Code } from '@portal/shared/codes';
import { parseLang } from '@portal/shared/lang';
import { translate as shippedTranslate } from '@portal/shared/messages';
import { DAY_MS } from '@portal/shared/time';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import { deleteExpiredFiles, saveFile } from '../../lib/file-store.ts';
import { type JobContext, type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { Translate } from '../../plugins/portal.ts';
import { allowed } from '../../plugins/portal.ts';
import type { ExportSources } from './export-sources.ts';
import { checkExportSwitch } from './export-switch.ts';
import {
  claimTask,
  deleteOldDirectTasks,
  EXPORT_TIMING,
  type ExportTiming,
  failTask,
  failUnfinishedTask,
  finishTask,
  heartbeat,
  requeueTask,
  takeBackStaleTasks,
  taskCaller,
  taskState,
  waitingTaskIds,
} from './export-tasks.ts';
import { writeXlsx, XLSX_CONTENT_TYPE } from './xlsx-writer.ts';

/** Download-centre files are kept this long. */
const EXPORT_FILE_DAYS = 7;
/** A waiting task older than this without a job (lost, or queued before the job queue) is sent again. */
const RESEND_AFTER_MS = 60_000;

/** Runs one download-centre task; the job's id is the task's id, so a task has one job. */
export const EXPORT_RUN = jobRef<{ taskId: string }>('export.run');
/** Every minute: waiting tasks that lost their job (or never had one) are sent again. */
const EXPORT_RECOVER = jobRef<Record<string, never>>('export.recover');
/** Hourly: expired files and old direct-export handles are deleted. */
const EXPORT_HOUSEKEEPING = jobRef<Record<string, never>>('export.housekeeping');

/** Queues the task's job in the transaction that records the task; the caller wakes the queue after the commit. */
export const sendExportJob = (jobs: JobQueue, tx: Tx, taskId: string) => jobs.send(EXPORT_RUN, { taskId }, { tx, id: taskId });

/**
 * Thrown between pages when the task must stop: cancelled by its owner, taken from this attempt (it
 * was silent too long, and was put back or claimed again), or this process is closing.
 */
class Stopped extends Error {
  constructor(readonly why: 'cancelled' | 'taken' | 'shutdown') {
    super(why);
  }
}

/** A sink that keeps the xlsx in memory: the finished file is stored in one insert. */
function bufferSink(): { sink: Writable; buffer: () => Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, buffer: () => Buffer.concat(chunks) };
}

/**
 * The export jobs of one server instance. Tasks run one at a time per process (the queue's worker
 * takes one job at a time); the export_tasks row stays the user's view of it — state, progress,
 * cancel, file — and the queue only carries the work.
 */
export function defineExportJobs(
  jobs: JobQueue,
  db: Db,
  sources: ExportSources,
  log: FastifyBaseLogger,
  /** The server's messages as the administrator worded them (language maintenance). */
  translate: Translate = shippedTranslate,
  /** Tests shorten the heartbeat and the watch. */
  timing: ExportTiming = EXPORT_TIMING,
): void {
  jobs.define({
    ...EXPORT_RUN,
    // Retries are for a process that stopped or died mid-task; a failing list fails the task at once.
    // The first comes 1-2 s after the failure (then 2-4 s, 4-8 s...), so a task taken back from a dead
    // process runs again at once.
    retryLimit: 5,
    retryDelaySeconds: 1,
    // The longest an export may run; a dead process's task comes back sooner through export.recover.
    expireInSeconds: 60 * 60,
    handle: ({ taskId }, job) => runTask(taskId, job),
    onDeadLetter: async ({ taskId }) => {
      if (await failUnfinishedTask(db, taskId, (lang) => translate('exportFailed', parseLang(lang)))) {
        log.error({ event: 'export.failed', taskId }, 'export task failed: its job ran out of retries');
      }
    },
  });

  jobs.define({
    ...EXPORT_RECOVER,
    retryLimit: 0,
    schedule: { cron: '* * * * *', payload: {} },
    handle: async () => {
      for (const taskId of await waitingTaskIds(db, new Date(Date.now() - RESEND_AFTER_MS))) {
        if (await jobs.send(EXPORT_RUN, { taskId }, { id: taskId })) log.warn({ event: 'export.resent', taskId }, 'export task had no job');
      }
    },
  });

  // Every few seconds in each working process: a task whose process stopped beating is put back
  // (only if still silent, in one conditional update), and its job, still active in the dead
  // process's name, is failed so the queue retries it now rather than when it expires in an hour.
  jobs.defineCheck({
    name: 'export.watch',
    everyMs: timing.watchEveryMs,
    run: async () => {
      for (const taskId of await takeBackStaleTasks(db, timing.staleAfterMs)) {
        await jobs.failIfActive(EXPORT_RUN, taskId, 'export process stopped answering');
        log.warn({ event: 'export.requeued', taskId }, 'export task of a silent process put back in the queue');
      }
    },
  });

  jobs.define({
    ...EXPORT_HOUSEKEEPING,
    retryLimit: 1,
    schedule: { cron: '7 * * * *', payload: {} },
    handle: async () => {
      await deleteExpiredFiles(db);
      await deleteOldDirectTasks(db, new Date(Date.now() - DAY_MS));
    },
  });

  async function runTask(taskId: string, job: JobContext): Promise<void> {
    const task = await claimTask(db, taskId);
    if (!task) return; // cancelled, deleted or finished meanwhile
    const lang = parseLang(task.request.lang);
    const started = Date.now();
    let progress = 0;
    let lost = false;
    /** Why the task is no longer this attempt's: cancelled by its owner, or taken (see `Stopped`). */
    const gone = async (dbOrTx: DbOrTx) => new Stopped((await taskState(dbOrTx, task.id)) === 'CANCELLED' ? 'cancelled' : 'taken');
    const beat = async () => {
      if (!lost && !(await heartbeat(db, task, progress))) lost = true;
      if (lost) throw await gone(db);
    };
    // Beats on a timer as well as after each page, so a slow page (a heavy query) never looks like a dead process.
    const beating = setInterval(() => beat().catch(() => {}), timing.heartbeatEveryMs);
    try {
      const source = sources.get(task.source);
      // A file that is not a list (an invoice PDF) is drawn by its module.
      const drawer = source ? undefined : sources.document(task.source);
      const access = source?.access ?? drawer?.access;
      if (!access) throw new PortalError(Code.NOT_FOUND, 'unknownEndpoint');
      const caller = await taskCaller(db, task.userId);
      if (!caller || !allowed(access, caller.accountType)) throw new PortalError(Code.FORBIDDEN, 'noPermission');
      let file: { data: Buffer; rows: number; contentType: string };
      if (source) {
        await checkExportSwitch(db, caller, source);
        await source.authorize?.(db, caller);
        const query = { params: task.request.params, ids: task.request.ids, lang };
        const total = await source.count(db, caller, query);
        const { sink, buffer } = bufferSink();
        const rows = await writeXlsx(sink, {
          db,
          source,
          caller,
          query,
          columns: task.request.columns,
          afterPage: async (written) => {
            if (job.stopping()) throw new Stopped('shutdown');
            // The count was taken before the first page; rows added since must not push it past 99 before the end.
            progress = total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 0;
            await beat();
          },
        });
        file = { data: buffer(), rows, contentType: XLSX_CONTENT_TYPE };
      } else {
        const drawn = await drawer!.render(db, caller, { params: task.request.params, lang });
        if (job.stopping()) throw new Stopped('shutdown');
        await beat();
        file = { data: drawn.data, rows: drawn.items, contentType: drawn.contentType };
      }
      const { data, rows } = file;
      await db.transaction(async (tx) => {
        const fileId = await saveFile(tx, {
          data,
          name: task.name,
          contentType: file.contentType,
          userId: task.userId,
          customerId: task.customerId,
          expiresAt: new Date(Date.now() + EXPORT_FILE_DAYS * DAY_MS),
        });
        // Cancelled (or taken) after the last page: throwing rolls the file back too.
        if (!(await finishTask(tx, task, { rows, fileId }))) throw await gone(tx);
      });
      log.info(
        { event: 'export.done', taskId: task.id, source: task.source, rows, bytes: data.length, ms: Date.now() - started },
        'export task done',
      );
    } catch (err) {
      if (err instanceof Stopped) {
        log.info({ event: `export.${err.why}`, taskId: task.id }, 'export task stopped');
        if (err.why === 'cancelled') return;
        if (err.why === 'taken') {
          // Another attempt of this job holds it now: leave the job to that attempt. Put back to
          // waiting by the watch: fail the job (if the watch has not yet) so that it is retried.
          if ((await taskState(db, task.id)) !== 'WAITING') return;
          throw new Error('export taken back: this attempt was silent too long');
        }
        // Waiting again, and the job fails so the queue retries it (in this process's next start, or another's).
        await requeueTask(db, task);
        throw new Error('export interrupted: the process is closing');
      }
      // The owner sees a short, translated reason; the details stay in the log.
      const reason = err instanceof PortalError ? translate(err.messageKey, lang, err.params) : translate('exportFailed', lang);
      log.error({ err, event: 'export.failed', taskId: task.id, source: task.source }, 'export task failed');
      await failTask(db, task, reason);
    } finally {
      clearInterval(beating);
    }
  }
}
