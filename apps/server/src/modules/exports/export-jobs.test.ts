import { Code } from '@portal/shared/codes';
import { translate } from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { exportTasks, users } from '../../db/schema/index.ts';
import { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Caller } from '../../plugins/portal.ts';
import { defineExportJobs, EXPORT_RECOVER, EXPORT_RUN, sendExportJob } from './export-jobs.ts';
import { ExportSources } from './export-sources.ts';
import { claimTask, heartbeat, insertTask, STALE_HEARTBEAT_MS, taskCaller } from './export-tasks.ts';
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

/** A job queue running the export jobs, as a server process would. */
function exportQueue(work = true): JobQueue {
  const jobs = new JobQueue(database, { log: silent, work, pollingIntervalSeconds: 0.5 });
  defineExportJobs(jobs, database.db, sources, silent);
  return jobs;
}

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

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

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
  it('puts back a running task whose process went quiet, and leaves a live one alone', async () => {
    await clearTasks();
    const jobs = exportQueue(false);
    await jobs.start();
    const quiet = await queue(jobs);
    const live = await queue(jobs);
    // Both claimed by a worker; the one running `quiet` died (its heartbeat is old).
    await takenByDeadWorker([quiet, live]);
    await claimTask(database.db, quiet);
    await claimTask(database.db, live);
    await database.db
      .update(exportTasks)
      .set({ heartbeatAt: new Date(Date.now() - STALE_HEARTBEAT_MS - 1_000) })
      .where(eq(exportTasks.id, quiet));
    await jobs.stop();

    const worker = exportQueue();
    await worker.start();
    await worker.send(EXPORT_RECOVER, {});
    await until(async () => (await stateOf(quiet)) === 'WAITING');
    expect(await stateOf(live)).toBe('RUNNING');
    await worker.stop();
  });

  it('runs the tasks in turn and, when stopped mid-task, hands the task back for the next start', async () => {
    await clearTasks();
    const first = exportQueue();
    await first.start();
    const slow = await queue(first, { pageDelayMs: 100 });
    const quick = await queue(first, { size: 3 });
    first.wake(EXPORT_RUN);
    await until(async () => (await stateOf(slow)) === 'RUNNING');
    expect(await stateOf(quick)).toBe('WAITING');
    await first.stop();
    expect(await stateOf(slow)).toBe('WAITING');
    expect(await first.stateOf(EXPORT_RUN, slow)).toBe('retry');

    // The next start (here or in another process) finishes both; the interrupted one after its retry delay.
    const next = exportQueue();
    await next.start();
    await until(async () => (await stateOf(quick)) === 'DONE' && (await stateOf(slow)) === 'DONE', 30_000);
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
    await until(async () => (await stateOf(taskId)) === 'FAILED');
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
