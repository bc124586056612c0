import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import { pollUntil, waitUntil } from '../../../test/poll.ts';
import { serverRoot } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { JobQueue } from './job-queue.ts';

// A real process killed with SIGKILL in the middle of its job (no stop, no hand-back, its connections cut):
// PostgreSQL only, since the embedded database belongs to one process.
describe.skipIf(!process.env.DATABASE_URL)('a worker process killed in the middle of a job', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let child: ChildProcess | undefined;
  let jobs: JobQueue | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    ({ database, drop } = opened);
    url = opened.url!;
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await jobs?.stop();
    await drop();
  });

  it('has its job taken over by the process beside it within seconds of its death, not at the job’s expiry', async () => {
    const name = 'test.killed-worker';
    // node itself with tsx's loader, so the pid killed is the one running the job (tsx's own command forks).
    child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot(), 'test', 'job-child.ts'), url, name], {
      cwd: serverRoot(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const said = (what: string) =>
      new Promise<void>((resolve, reject) => {
        const look = () => (out.includes(what) ? resolve() : undefined);
        child!.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          look();
        });
        child!.once('exit', (code) => reject(new Error(`child exited (${code}) before "${what}": ${out}`)));
        look();
      });
    await said('ready');

    // The process beside it defines the same kind (expiring in 15 minutes, the default) but only works it once the
    // child holds the job.
    jobs = new JobQueue(database, {
      log: pino({ level: 'silent' }),
      work: true,
      pollingIntervalSeconds: 0.2,
      timing: { beatEveryMs: 200, deadAfterMs: 1_500, watchEveryMs: 250 },
    });
    const done: { retryCount: number }[] = [];
    jobs.define({ name, retryLimit: 0, handle: async (_payload, job) => void done.push({ retryCount: job.retryCount }) });
    await jobs.prepare();
    const id = (await jobs.send({ name }, {}))!;
    await said(`started ${id}`);
    child.kill('SIGKILL');
    const killedAt = Date.now();
    await jobs.start();
    if (!(await pollUntil(() => done.length > 0, Boolean, { withinMs: 20_000, everyMs: 50 }))) {
      // What the workers and leases looked like, so a failure says why.
      const state = await database.executeSql(
        'select w.id, w.beat_at, now() as now, (select count(*) from job_leases) as leases, (select state from pgboss.job where id = $1) as job from job_workers w',
        [id],
      );
      throw new Error(`the killed process’s job was not taken over: ${JSON.stringify(state.rows)}`);
    }
    const tookMs = Date.now() - killedAt;
    expect(done).toEqual([{ retryCount: 1 }]);
    // Dead after 1.5 s of silence, found by a watch every 0.25 s: far from the 15 minutes of its expiry.
    expect(tookMs).toBeLessThan(10_000);
    // Ended by its new holder (just after its handler returned).
    const queue = jobs;
    await waitUntil(async () => (await queue.stateOf({ name }, id)) === 'completed', {
      what: 'the job taken over to be completed',
      withinMs: 30_000 - (Date.now() - killedAt),
      everyMs: 50,
    });
  }, 60_000);
});
