import { Writable } from 'node:stream';
import { Code } from '@portal/shared/codes';
import { parseLang } from '@portal/shared/lang';
import { translate as shippedTranslate } from '@portal/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import { deleteExpiredFiles, saveFile } from '../../lib/file-store.ts';
import type { Translate } from '../../plugins/portal.ts';
import { allowed } from '../../plugins/portal.ts';
import type { ExportSources } from './export-sources.ts';
import {
  claimNextTask,
  deleteOldDirectTasks,
  failTask,
  finishTask,
  heartbeat,
  requeueStaleTasks,
  requeueTask,
  type TaskRow,
  taskCaller,
} from './export-tasks.ts';
import { writeXlsx, XLSX_CONTENT_TYPE } from './xlsx-writer.ts';

const POLL_MS = 500;
const STALE_CHECK_MS = 30_000;
const HOUSEKEEPING_MS = 3_600_000;
/** Download-centre files are kept this long. */
export const EXPORT_FILE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Thrown between pages when the task must stop: cancelled by its owner, or this process is closing. */
class Stopped extends Error {
  constructor(readonly why: 'cancelled' | 'shutdown') {
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
 * Runs download-centre exports in this process, one at a time (the machine has two cores and the
 * web requests need one). It polls for waiting tasks, is woken at once when this process creates
 * one, and takes work with SKIP LOCKED so several processes can share the queue. A running task
 * proves itself alive every page; one whose process died goes back to the queue after two minutes.
 */
export class ExportRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private lastStaleCheck = 0;
  private lastHousekeeping = 0;

  constructor(
    private readonly db: Db,
    private readonly sources: ExportSources,
    private readonly log: FastifyBaseLogger,
    /** The server's messages as the administrator worded them (language maintenance). */
    private readonly translate: Translate = shippedTranslate,
  ) {}

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** A task was just created here: look now rather than at the next poll. */
  wake(): void {
    if (!this.stopping && !this.running) this.schedule(0);
  }

  /** Stops polling; a task in hand stops at its next page and goes back to the queue for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    // unref: a forgotten stop must not keep a test or a CLI process alive.
    this.timer = setTimeout(() => this.tick(), delayMs).unref();
  }

  private tick(): void {
    this.timer = null;
    if (this.stopping || this.running) return;
    this.running = this.work()
      .catch((err: unknown) => this.log.error({ err }, 'export runner: poll failed'))
      .finally(() => {
        this.running = null;
        if (!this.stopping) this.schedule(POLL_MS);
      });
  }

  /** Housekeeping when due, then every waiting task in turn until the queue is empty. */
  private async work(): Promise<void> {
    const now = Date.now();
    if (now - this.lastStaleCheck >= STALE_CHECK_MS) {
      this.lastStaleCheck = now;
      const back = await requeueStaleTasks(this.db);
      if (back) this.log.warn({ event: 'export.requeued', tasks: back }, 'export tasks of a stopped process put back in the queue');
    }
    if (now - this.lastHousekeeping >= HOUSEKEEPING_MS) {
      this.lastHousekeeping = now;
      await deleteExpiredFiles(this.db);
      await deleteOldDirectTasks(this.db, new Date(now - DAY_MS));
    }
    while (!this.stopping) {
      const task = await claimNextTask(this.db);
      if (!task) return;
      await this.run(task);
    }
  }

  private async run(task: TaskRow): Promise<void> {
    const lang = parseLang(task.request.lang);
    const started = Date.now();
    try {
      const source = this.sources.get(task.source);
      if (!source) throw new PortalError(Code.NOT_FOUND, 'unknownEndpoint');
      const caller = await taskCaller(this.db, task.userId);
      if (!caller || !allowed(source.access, caller.accountType)) throw new PortalError(Code.FORBIDDEN, 'noPermission');
      await source.authorize?.(this.db, caller);
      const query = { params: task.request.params, ids: task.request.ids, lang };
      const total = await source.count(this.db, caller, query);
      const { sink, buffer } = bufferSink();
      const rows = await writeXlsx(sink, {
        db: this.db,
        source,
        caller,
        query,
        columns: task.request.columns,
        afterPage: async (written) => {
          if (this.stopping) throw new Stopped('shutdown');
          // The count was taken before the first page; rows added since must not push it past 99 before the end.
          const progress = total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 0;
          if (!(await heartbeat(this.db, task, progress))) throw new Stopped('cancelled');
        },
      });
      const data = buffer();
      await this.db.transaction(async (tx) => {
        const fileId = await saveFile(tx, {
          data,
          name: task.name,
          contentType: XLSX_CONTENT_TYPE,
          userId: task.userId,
          customerId: task.customerId,
          expiresAt: new Date(Date.now() + EXPORT_FILE_DAYS * DAY_MS),
        });
        // Cancelled after the last page: throwing rolls the file back too.
        if (!(await finishTask(tx, task, { rows, fileId }))) throw new Stopped('cancelled');
      });
      this.log.info(
        { event: 'export.done', taskId: task.id, source: task.source, rows, bytes: data.length, ms: Date.now() - started },
        'export task done',
      );
    } catch (err) {
      if (err instanceof Stopped) {
        if (err.why === 'shutdown') await requeueTask(this.db, task);
        this.log.info({ event: `export.${err.why}`, taskId: task.id }, 'export task stopped');
        return;
      }
      // The owner sees a short, translated reason; the details stay in the log.
      const reason = err instanceof PortalError ? this.translate(err.messageKey, lang, err.params) : this.translate('exportFailed', lang);
      this.log.error({ err, event: 'export.failed', taskId: task.id, source: task.source }, 'export task failed');
      await failTask(this.db, task, reason);
    }
  }
}

const runners = new WeakMap<FastifyInstance, ExportRunner>();

/** Each server instance has one runner; an export endpoint wakes it after queueing a task. */
export const attachRunner = (app: FastifyInstance, runner: ExportRunner): void => void runners.set(app, runner);
export const wakeRunner = (app: FastifyInstance): void => runners.get(app)?.wake();
