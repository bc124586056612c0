import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { JOB_TIME_ZONE, type JobKind, JobQueue, jobRef } from './job-queue.ts';

// The queue on a database of its own; each test defines its kinds on a queue of its own.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const silent = pino({ level: 'silent' });
let queues: JobQueue[] = [];
/** A queue defining these kinds, started; stopped after the test. */
async function startQueue(kinds: JobKind<{ n: number }>[], work = true): Promise<JobQueue> {
  const jobs = new JobQueue(database, { log: silent, work, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  for (const kind of kinds) jobs.define(kind);
  await jobs.start();
  queues.push(jobs);
  return jobs;
}
afterAll(async () => {
  for (const jobs of queues) await jobs.stop();
  queues = [];
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let kindCount = 0;
const kindName = (what: string) => `test.${what}.${++kindCount}`;

describe('retries', () => {
  it('retries a failed job with a growing delay, then completes it', async () => {
    const attempts: { retryCount: number; at: number }[] = [];
    const kind: JobKind<{ n: number }> = {
      name: kindName('flaky'),
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      handle: async (_payload, job) => {
        attempts.push({ retryCount: job.retryCount, at: Date.now() });
        if (attempts.length < 3) throw new Error('not yet');
      },
    };
    const jobs = await startQueue([kind]);
    const id = (await jobs.send(kind, { n: 1 }))!;
    await until(async () => (await jobs.stateOf(kind, id)) === 'completed');
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // Backoff: the first retry waits 1-2 s, the second 2-4 s (the delay doubles, with jitter).
    const [first, second, third] = attempts.map((a) => a.at);
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect(third! - second!).toBeGreaterThanOrEqual(1_950);
  });

  it('hands a job that failed every retry to its dead letter handler', async () => {
    let attempts = 0;
    const deadLetters: { n: number }[] = [];
    const kind: JobKind<{ n: number }> = {
      name: kindName('broken'),
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      handle: async () => {
        attempts++;
        throw new Error('always broken');
      },
      onDeadLetter: async (payload) => {
        deadLetters.push(payload);
      },
    };
    const jobs = await startQueue([kind]);
    const id = (await jobs.send(kind, { n: 7 }))!;
    await until(() => deadLetters.length > 0);
    expect(deadLetters).toEqual([{ n: 7 }]);
    expect(attempts).toBe(2);
    expect(await jobs.stateOf(kind, id)).toBe('failed');
  });
});

describe('sending', () => {
  it('refuses a duplicate singleton key while the first job waits or runs, and a duplicate id', async () => {
    const kind: JobKind<{ n: number }> = { name: kindName('single'), policy: 'stately', handle: async () => {} };
    // Nothing works here, so the first job keeps waiting.
    const jobs = await startQueue([kind], false);
    expect(await jobs.send(kind, { n: 1 }, { singletonKey: 'customer-1' })).toEqual(expect.any(String));
    expect(await jobs.send(kind, { n: 2 }, { singletonKey: 'customer-1' })).toBeNull();
    expect(await jobs.send(kind, { n: 3 }, { singletonKey: 'customer-2' })).toEqual(expect.any(String));
    const id = crypto.randomUUID();
    expect(await jobs.send(kind, { n: 4 }, { id })).toBe(id);
    expect(await jobs.send(kind, { n: 5 }, { id })).toBeNull();
  });

  it('refuses a second job with the key within singletonSeconds on a standard queue', async () => {
    const kind: JobKind<{ n: number }> = { name: kindName('throttled'), handle: async () => {} };
    const jobs = await startQueue([kind], false);
    expect(await jobs.send(kind, { n: 1 }, { singletonKey: 'sms:0123', singletonSeconds: 60 })).toEqual(expect.any(String));
    expect(await jobs.send(kind, { n: 2 }, { singletonKey: 'sms:0123', singletonSeconds: 60 })).toBeNull();
  });

  it('keeps a job sent in a transaction only if the transaction commits', async () => {
    const ran: number[] = [];
    const kind: JobKind<{ n: number }> = { name: kindName('tx'), handle: async ({ n }) => void ran.push(n) };
    const jobs = await startQueue([kind]);
    let rolledBack: string | null = null;
    await database.db
      .transaction(async (tx) => {
        rolledBack = await jobs.send(kind, { n: 1 }, { tx });
        throw new Error('undo');
      })
      .catch(() => {});
    const committed = await database.db.transaction((tx) => jobs.send(kind, { n: 2 }, { tx }));
    jobs.wake(kind);
    await until(async () => (await jobs.stateOf(kind, committed!)) === 'completed');
    expect(rolledBack).toEqual(expect.any(String));
    expect(await jobs.stateOf(kind, rolledBack!)).toBeNull();
    expect(ran).toEqual([2]);
  });

  it('refuses a kind nobody defined (pg-boss would drop the job without a word)', async () => {
    const jobs = await startQueue([], false);
    await expect(jobs.send(jobRef<{ n: number }>('test.nobody'), { n: 1 })).rejects.toThrow('job kind test.nobody is not defined');
  });
});

describe('schedules', () => {
  it('registers a kind’s cron schedule in Malaysian time', async () => {
    const name = kindName('nightly');
    await startQueue([{ name, schedule: { cron: '30 2 * * *', payload: { n: 0 } }, handle: async () => {} }]);
    const { rows } = await database.executeSql('select name, cron, timezone, data from pgboss.schedule where name = $1', [name]);
    expect(rows).toEqual([{ name, cron: '30 2 * * *', timezone: JOB_TIME_ZONE, data: { n: 0 } }]);
  });
});

describe('stopping', () => {
  it('tells a running handler, waits for it, and its job is retried by the next start', async () => {
    let sawStopping = false;
    let release: () => void = () => {};
    const kind: JobKind<{ n: number }> = {
      name: kindName('long'),
      retryDelaySeconds: 0,
      retryBackoff: false,
      handle: async (_payload, job) => {
        await new Promise<void>((r) => {
          release = r;
        });
        sawStopping = job.stopping();
        if (sawStopping) throw new Error('closing');
      },
    };
    const jobs = await startQueue([kind]);
    const id = (await jobs.send(kind, { n: 1 }))!;
    await until(async () => (await jobs.stateOf(kind, id)) === 'active');
    const stopped = jobs.stop();
    await new Promise((r) => setTimeout(r, 100));
    release();
    await stopped;
    expect(sawStopping).toBe(true);
    expect(await jobs.stateOf(kind, id)).toBe('retry');
  });

  it('waits for a job fetched while it stops: its handler ends before stop returns, nothing runs after', async () => {
    // pg-boss counts only the jobs a worker already holds: one whose fetch is on the wire as the queue stops
    // reaches its handler afterwards, which then used a database the caller had closed (statements.test on PG).
    let fetched = false;
    const slowFetch: Database = {
      ...database,
      // The fetch that takes the job answers late: the job is active in the table, not yet in the worker's hands.
      executeSql: async (text, values) => {
        const result = await database.executeSql(text, values);
        if (/FOR UPDATE SKIP LOCKED/i.test(text) && result.rows.length) {
          fetched = true;
          await new Promise((r) => setTimeout(r, 300));
        }
        return result;
      },
    };
    const steps: string[] = [];
    const kind: JobKind<{ n: number }> = {
      name: kindName('fetched-late'),
      handle: async () => {
        steps.push('started');
        await new Promise((r) => setTimeout(r, 200));
        steps.push('finished');
      },
    };
    const jobs = new JobQueue(slowFetch, { log: silent, work: true, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
    jobs.define(kind);
    await jobs.start();
    await jobs.send(kind, { n: 1 });
    await until(() => fetched);
    await jobs.stop();
    steps.push('stopped');
    await new Promise((r) => setTimeout(r, 800));
    expect(steps).toEqual(['started', 'finished', 'stopped']);
  });
});
