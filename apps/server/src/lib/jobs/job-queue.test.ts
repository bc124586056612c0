import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import { waitUntil } from '../../../test/poll.ts';
import type { Database } from '../../db/client.ts';
import { JOB_TIME_ZONE, type JobKind, JobQueue, jobRef } from './job-queue.ts';

// The queue on a database of its own; each test defines its kinds on a queue of its own.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const silentLog = pino({ level: 'silent' });
let queues: JobQueue[] = [];
/** A queue defining these kinds, started; stopped after the test. */
async function startQueue(kinds: JobKind<{ n: number }>[], work = true): Promise<JobQueue> {
  const jobs = new JobQueue(database, { log: silentLog, work, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  for (const kind of kinds) jobs.define(kind);
  await jobs.start();
  queues.push(jobs);
  return jobs;
}
afterAll(async () => {
  for (const jobs of queues) await jobs.stop();
  queues = [];
});

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
    await waitUntil(async () => (await jobs.stateOf(kind, id)) === 'completed', { everyMs: 25 });
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
    await waitUntil(() => deadLetters.length > 0, { everyMs: 25 });
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
    await waitUntil(async () => (await jobs.stateOf(kind, committed!)) === 'completed', { everyMs: 25 });
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
    await waitUntil(async () => (await jobs.stateOf(kind, id)) === 'active', { everyMs: 25 });
    const stopped = jobs.stop();
    await new Promise((r) => setTimeout(r, 100));
    release();
    await stopped;
    expect(sawStopping).toBe(true);
    expect(await jobs.stateOf(kind, id)).toBe('retry');
  });

  it('waits for a job fetched while it stops: its handler ends before stop returns, nothing runs after', async () => {
    // A job whose take is on the wire as the queue stops reaches its handler afterwards: it must not then use a
    // database the caller has closed (statements.test on PG, with pg-boss's own worker).
    let fetched = false;
    const takeLate = <T>(work: (tx: never) => Promise<T>) =>
      database.db.transaction(async (tx) => {
        const result = await work(tx as never);
        // The transaction that takes the job answers late: the job is active in the table, not yet in the worker's hands.
        if (Array.isArray(result) && result.length) {
          fetched = true;
          await new Promise((r) => setTimeout(r, 300));
        }
        return result;
      });
    const slowFetch: Database = { ...database, db: Object.assign(Object.create(database.db), { transaction: takeLate }) };
    const steps: string[] = [];
    const kind: JobKind<{ n: number }> = {
      name: kindName('fetched-late'),
      handle: async () => {
        steps.push('started');
        await new Promise((r) => setTimeout(r, 200));
        steps.push('finished');
      },
    };
    const jobs = new JobQueue(slowFetch, { log: silentLog, work: true, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
    jobs.define(kind);
    await jobs.start();
    await jobs.send(kind, { n: 1 });
    await waitUntil(() => fetched, { everyMs: 25 });
    await jobs.stop();
    steps.push('stopped');
    await new Promise((r) => setTimeout(r, 800));
    expect(steps).toEqual(['started', 'finished', 'stopped']);
  });
});

describe('a process that stops answering', () => {
  it('has its running job handed to another process within the watch, run once more and ended by the new holder alone', async () => {
    const runs: { by: string; retryCount: number }[] = [];
    let releaseSilent: () => void = () => {};
    const name = kindName('handed-on');
    const handle =
      (by: string): JobKind<{ n: number }>['handle'] =>
      async (_payload, job) => {
        runs.push({ by, retryCount: job.retryCount });
        if (by === 'silent') await new Promise<void>((r) => (releaseSilent = r));
      };
    // The silent process beats once, as it starts, and never again: to the others it is a killed process.
    const hour = 3_600_000;
    const silent = new JobQueue(database, {
      log: silentLog,
      work: true,
      pollingIntervalSeconds: 0.2,
      timing: { beatEveryMs: hour, deadAfterMs: hour, watchEveryMs: hour },
    });
    silent.define({ name, retryLimit: 0, handle: handle('silent') });
    await silent.start();
    queues.push(silent);
    const id = (await silent.send({ name }, { n: 1 }))!;
    await waitUntil(() => runs.length === 1, { everyMs: 25 });
    const seenDeadAfter = Date.now();

    const alive = new JobQueue(database, {
      log: silentLog,
      work: true,
      pollingIntervalSeconds: 0.2,
      timing: { beatEveryMs: 200, deadAfterMs: 1_000, watchEveryMs: 200 },
    });
    alive.define({ name, retryLimit: 0, handle: handle('alive') });
    await alive.start();
    queues.push(alive);
    await waitUntil(async () => (await alive.stateOf({ name }, id)) === 'completed', { everyMs: 25 });
    // Silent for 1 s, then found by a watch every 0.2 s: well inside 30 s even on a busy machine.
    expect(Date.now() - seenDeadAfter).toBeLessThan(5_000);
    // Handed on although its queue retries nothing: a death is not the job's failure; it counts as the retry.
    expect(runs).toEqual([
      { by: 'silent', retryCount: 0 },
      { by: 'alive', retryCount: 1 },
    ]);

    // The silent process wakes up and finishes: the job is no longer its to end, so nothing changes.
    releaseSilent();
    await new Promise((r) => setTimeout(r, 300));
    expect(await alive.stateOf({ name }, id)).toBe('completed');
    const leases = await database.executeSql('select job_id from job_leases where job_id = $1', [id]);
    expect(leases.rows).toEqual([]);
  });

  it('fails a job that has died with its process more often than it is retried, instead of handing it on for ever', async () => {
    const name = kindName('kills-its-process');
    const hour = 3_600_000;
    const silent = new JobQueue(database, {
      log: silentLog,
      work: true,
      pollingIntervalSeconds: 0.2,
      timing: { beatEveryMs: hour, deadAfterMs: hour, watchEveryMs: hour },
    });
    let started = 0;
    let release: () => void = () => {};
    silent.define({
      name,
      retryLimit: 0,
      handle: () =>
        new Promise<void>((r) => {
          started++;
          release = r;
        }),
    });
    await silent.start();
    queues.push(silent);
    const id = (await silent.send({ name }, { n: 1 }))!;
    await waitUntil(() => started === 1, { everyMs: 25 });
    // It already used its retry once (taken again after a death): the next death fails it.
    await database.executeSql('update pgboss.job set retry_count = 1 where id = $1', [id]);
    const alive = new JobQueue(database, {
      log: silentLog,
      work: true,
      pollingIntervalSeconds: 0.2,
      timing: { beatEveryMs: 200, deadAfterMs: 1_000, watchEveryMs: 200 },
    });
    alive.define({ name, retryLimit: 0, handle: async () => void started++ });
    await alive.start();
    queues.push(alive);
    await waitUntil(async () => (await alive.stateOf({ name }, id)) === 'failed', { everyMs: 25 });
    expect(started).toBe(1);
    release();
  });
  it('lets another process take a job failed under its living holder (an export’s own watch fails a hung export); the first holder’s end changes nothing', async () => {
    const name = kindName('failed-under-holder');
    const runs: string[] = [];
    const releases: (() => void)[] = [];
    const handle = (by: string) => () =>
      new Promise<void>((r) => {
        runs.push(by);
        releases.push(r);
      });
    const fast = { beatEveryMs: 200, deadAfterMs: 1_000, watchEveryMs: 200 };
    const first = new JobQueue(database, { log: silentLog, work: true, pollingIntervalSeconds: 0.2, timing: fast });
    first.define({ name, retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, handle: handle('first') });
    await first.start();
    queues.push(first);
    const id = (await first.send({ name }, { n: 1 }))!;
    await waitUntil(() => runs.length === 1, { everyMs: 25 });
    const second = new JobQueue(database, { log: silentLog, work: true, pollingIntervalSeconds: 0.2, timing: fast });
    second.define({ name, retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, handle: handle('second') });
    await second.start();
    queues.push(second);
    // Both processes beat: nobody is dead, the job is failed by someone who knows its run is stuck.
    expect(await second.failIfActive({ name }, id, 'stuck')).toBe(true);
    await waitUntil(() => runs.length === 2, { everyMs: 25 });
    releases[0]!();
    await new Promise((r) => setTimeout(r, 500));
    expect(await second.stateOf({ name }, id)).toBe('active');
    releases[1]!();
    await waitUntil(async () => (await second.stateOf({ name }, id)) === 'completed', { everyMs: 25 });
    expect(runs).toEqual(['first', 'second']);
  });
});

describe('a burst of jobs', () => {
  it('works a queued burst one after another without resting between jobs (pg-boss rests a poll after each)', async () => {
    let done = 0;
    const kind: JobKind<{ n: number }> = { name: kindName('burst'), handle: async () => void done++ };
    // The queue rests a minute when empty: only jobs taken straight after the one before can finish in time.
    const jobs = new JobQueue(database, { log: silentLog, work: true, pollingIntervalSeconds: 60 });
    jobs.define(kind);
    queues.push(jobs);
    await jobs.prepare();
    for (let n = 0; n < 30; n++) await jobs.send(kind, { n });
    await jobs.start();
    await waitUntil(() => done === 30, { withinMs: 15_000, everyMs: 25 });
  });

  it('runs as many jobs of a kind at once as its concurrency allows', async () => {
    let running = 0;
    let most = 0;
    const kind: JobKind<{ n: number }> = {
      name: kindName('side-by-side'),
      concurrency: 4,
      handle: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 150));
        running--;
      },
    };
    const jobs = await startQueue([kind]);
    for (let n = 0; n < 8; n++) await jobs.send(kind, { n });
    await waitUntil(async () => most === 4 && running === 0, { everyMs: 25 });
    expect(most).toBe(4);
  });
});
