import { Code } from '@portal/shared/codes';
import { translate } from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import { waitUntil } from '../../../test/poll.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { exportTasks, users } from '../../db/schema/index.ts';
import { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Caller } from '../../plugins/portal.ts';
import { defineExportJobs, EXPORT_RUN, sendExportJob } from './export-jobs.ts';
import { ExportSources } from './export-sources.ts';
import { claimTask, type ExportTiming, heartbeat, insertTask, taskCaller } from './export-tasks.ts';
import { checkSourceAccess } from './start-export.ts';
import { COLUMNS, generatedSource } from './testing.ts';

// The export jobs on a database of their own, with no server (and so no other worker) on it.
let database: Database;
let drop: () => Promise<void>;
let demo: Caller;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo'));
  demo = (await taskCaller(database.db, row!.id))!;
});
afterAll(() => drop());

const silent = pino({ level: 'silent' });
const sources = new ExportSources();
sources.add(generatedSource('exportTestList'));

/**
 * The watch's timing cut down: beats every 200 ms, silent after 2 s, watched every 200 ms (on PGlite
 * an export shares the event loop with everything else, so a much shorter silence would be noise).
 */
const QUICK: ExportTiming = { heartbeatEveryMs: 200, staleAfterMs: 2_000, watchEveryMs: 200 };

/** A job queue running the export jobs, as a server process would. */
function exportQueue(work = true, timing?: ExportTiming): JobQueue {
  const jobs = new JobQueue(database, { log: silent, work, pollingIntervalSeconds: 0.5 });
  defineExportJobs(jobs, database.db, sources, silent, undefined, timing);
  return jobs;
}
const taskRow = async (taskId: string) => (await database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0]!;
/** The attempts pg-boss has started of a job (1 when it never had to retry). */
const attemptsOf = async (taskId: string) =>
  Number((await database.executeSql('select retry_count from pgboss.job where id = $1', [taskId])).rows[0]!.retry_count) + 1;

const record = (params: Record<string, unknown> = {}, mode: 'task' | 'direct' = 'task', db: DbOrTx = database.db) =>
  insertTask(db, demo, {
    source: 'exportTestList',
    name: 'list.xlsx',
    request: { columns: COLUMNS, params, ids: null, lang: 'en' },
    mode,
  });
/** A centre task with its job, as the export endpoints record them. */
const queue = (jobs: JobQueue, params: Record<string, unknown> = {}) =>
  database.db.transaction(async (tx) => {
    const id = await record(params, 'task', tx);
    await sendExportJob(jobs, tx, id);
    return id;
  });
/** As if a worker had taken the jobs (pg-boss counts the attempt at fetch) and then died. */
const takenByDeadWorker = (taskIds: string[], lastAttempt = false) =>
  database.executeSql(
    `update pgboss.job set state = 'active', started_on = now()${lastAttempt ? ', retry_count = retry_limit' : ''} where id = any($1::uuid[])`,
    [taskIds],
  );
const stateOf = async (taskId: string) => (await database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0]?.state;
const clearTasks = () => database.db.delete(exportTasks);

describe('the task claim', () => {
  it('takes a waiting centre task, never a direct export or a cancelled one', async () => {
    await clearTasks();
    const direct = await record({}, 'direct');
    const waiting = await record();
    const cancelled = await record();
    await database.db.update(exportTasks).set({ state: 'CANCELLED' }).where(eq(exportTasks.id, cancelled));
    expect(await claimTask(database.db, direct)).toBeUndefined();
    expect(await claimTask(database.db, cancelled)).toBeUndefined();
    expect(await claimTask(database.db, waiting)).toMatchObject({
      id: waiting,
      state: 'RUNNING',
      startedAt: expect.any(Date),
      heartbeatAt: expect.any(Date),
    });
  });

  it('lets a new attempt take over a running task, which then no longer answers to the old one', async () => {
    await clearTasks();
    const taskId = await record();
    const lostClaim = (await claimTask(database.db, taskId))!;
    await new Promise((r) => setTimeout(r, 5));
    const newClaim = (await claimTask(database.db, taskId))!;
    expect(newClaim.id).toBe(lostClaim.id);
    expect(await heartbeat(database.db, lostClaim, 50)).toBe(false);
    expect(await heartbeat(database.db, newClaim, 50)).toBe(true);
  });
});

describe('the export jobs', () => {
  it("takes a silent process's task back within the watch time, and leaves a beating one alone", async () => {
    await clearTasks();
    const jobs = exportQueue(false);
    await jobs.start();
    const quiet = await queue(jobs, { size: 100 });
    const live = await queue(jobs, { size: 100 });
    // Both claimed by workers; the one running `quiet` died, the one running `live` still beats.
    await takenByDeadWorker([quiet, live]);
    const quietClaim = (await claimTask(database.db, quiet))!;
    const liveClaim = (await claimTask(database.db, live))!;
    await jobs.stop();
    const beating = setInterval(() => void heartbeat(database.db, liveClaim, 10), QUICK.heartbeatEveryMs);
    const worker = exportQueue(true, QUICK);
    try {
      await worker.start();
      // Put back, its job failed and retried at once, and run to the end by this worker.
      await waitUntil(async () => (await stateOf(quiet)) === 'DONE', { withinMs: 15_000, everyMs: 25 });
      expect((await taskRow(quiet)).startedAt).not.toEqual(quietClaim.startedAt);
      expect(await attemptsOf(quiet)).toBe(2);
      // Watched for longer than the silence allowed: the beating task is still its first attempt's.
      await new Promise((r) => setTimeout(r, 2 * QUICK.staleAfterMs));
      expect(await taskRow(live)).toMatchObject({ state: 'RUNNING', startedAt: liveClaim.startedAt });
      expect(await worker.stateOf(EXPORT_RUN, live)).toBe('active');
    } finally {
      clearInterval(beating);
      await worker.stop();
    }
  });

  it('never takes a task from a slow but live export: it beats while a page takes longer than the silence allowed', async () => {
    await clearTasks();
    const worker = exportQueue(true, QUICK);
    try {
      await worker.start();
      // Two pages of 3 s each, every one longer than the 2 s of silence the watch allows.
      const taskId = await queue(worker, { size: 1_500, pageDelayMs: 3_000 });
      worker.wake(EXPORT_RUN);
      await waitUntil(async () => (await stateOf(taskId)) === 'RUNNING', { withinMs: 10_000, everyMs: 25 });
      const first = (await taskRow(taskId)).startedAt;
      await waitUntil(async () => (await stateOf(taskId)) === 'DONE', { withinMs: 20_000, everyMs: 25 });
      expect(await taskRow(taskId)).toMatchObject({ state: 'DONE', rows: 1_500, startedAt: first });
      expect(await attemptsOf(taskId)).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('runs the tasks in turn and, when stopped mid-task, hands the task back for the next start', async () => {
    await clearTasks();
    const first = exportQueue();
    await first.start();
    const slow = await queue(first, { pageDelayMs: 100 });
    const quick = await queue(first, { size: 3 });
    first.wake(EXPORT_RUN);
    await waitUntil(async () => (await stateOf(slow)) === 'RUNNING', { withinMs: 10_000, everyMs: 25 });
    expect(await stateOf(quick)).toBe('WAITING');
    await first.stop();
    expect(await stateOf(slow)).toBe('WAITING');
    expect(await first.stateOf(EXPORT_RUN, slow)).toBe('retry');

    // The next start (here or in another process) finishes both; the interrupted one after its retry delay.
    const next = exportQueue();
    await next.start();
    await waitUntil(async () => (await stateOf(quick)) === 'DONE' && (await stateOf(slow)) === 'DONE', { withinMs: 30_000, everyMs: 25 });
    await next.stop();
  });

  it('fails the task when its job runs out of retries', async () => {
    await clearTasks();
    const sender = exportQueue(false);
    await sender.start();
    const taskId = await queue(sender);
    await sender.stop();
    await takenByDeadWorker([taskId], true);
    const worker = exportQueue();
    await worker.start();
    expect(await worker.failIfActive(EXPORT_RUN, taskId, 'the process died')).toBe(true);
    expect(await worker.stateOf(EXPORT_RUN, taskId)).toBe('failed');
    await waitUntil(async () => (await stateOf(taskId)) === 'FAILED', { withinMs: 10_000, everyMs: 25 });
    const [row] = await database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
    expect(row?.error).toBe(translate('exportFailed', 'en'));
    await worker.stop();
  });
});

describe('checkSourceAccess', () => {
  it("refuses a frozen customer's order exports, as the order endpoints do", () => {
    const frozen = { ...demo, lockFlag: 1 };
    expect(() => checkSourceAccess(generatedSource('exportOrders'), frozen)).toThrow(
      expect.objectContaining({ code: Code.ACCOUNT_FROZEN }),
    );
    expect(() => checkSourceAccess(generatedSource('exportAddress'), frozen)).not.toThrow();
    expect(() => checkSourceAccess(generatedSource('exportOrders'), demo)).not.toThrow();
  });
});
