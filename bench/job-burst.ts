import pg from 'pg';
import pino from 'pino';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { JobQueue } from '../apps/server/src/lib/jobs/job-queue.ts';
import { loadAverages, machine, today, writeSection } from './lib/report.ts';
import { benchDatabaseName, RunDatabases } from './lib/run-resources.ts';

interface Case {
  label: string;
  /** What one job waits for (an outside party's answer), ms. */
  waitMs: number;
  concurrency: number;
}
const CASES: Case[] = [
  { label: 'no work (the queue alone)', waitMs: 0, concurrency: 1 },
  { label: 'waits 20 ms (a callback), one at a time', waitMs: 20, concurrency: 1 },
  { label: 'waits 20 ms (a callback), four at a time', waitMs: 20, concurrency: 4 },
];

/** Seconds for `jobs` queued jobs of one kind to be worked from the moment the queue starts. */
async function burst(database: Database, jobs: number, c: Case, n: number): Promise<number> {
  const queue = new JobQueue(database, { log: pino({ level: 'silent' }), work: true });
  const name = `bench.burst.${n}`;
  let done = 0;
  queue.define({
    name,
    concurrency: c.concurrency,
    handle: async () => {
      if (c.waitMs) await new Promise((r) => setTimeout(r, c.waitMs));
      done++;
    },
  });
  await queue.prepare();
  for (let i = 0; i < jobs; i += 100)
    await Promise.all(Array.from({ length: Math.min(100, jobs - i) }, (_, k) => queue.send({ name }, { i: i + k })));
  const started = performance.now();
  await queue.start();
  while (done < jobs) await new Promise((r) => setTimeout(r, 5));
  const seconds = (performance.now() - started) / 1000;
  await queue.stop();
  return seconds;
}

/**
 * `--only job-burst` (`--jobs N`, default 1,000): N jobs of one kind queued at once, then worked by one
 * process from the moment its queue starts, on PGlite and on PostgreSQL. The work's own time is
 * N x wait / concurrency; the bar (issue 27) is the speed of the work, not of the poll: pg-boss's own
 * worker rested a 2 s poll after each job (10 callbacks credited 2.0 s apart), 2,000 s for 1,000.
 */
export async function reportJobBurst(opts: { jobs: number; pgUrl: string; command: string }): Promise<void> {
  const loadAtStart = loadAverages();
  const rows: string[] = [];
  const admin = new pg.Client({ connectionString: opts.pgUrl });
  const created = new RunDatabases();
  const databases: { label: string; open: () => Promise<Database> }[] = [
    { label: 'PGlite', open: () => openDatabase({ databaseUrl: null, dataDir: 'memory://' }) },
  ];
  try {
    await admin.connect();
    const name = benchDatabaseName('portal_bench_jobs');
    await created.create(admin, name);
    const url = new URL(opts.pgUrl);
    url.pathname = `/${name}`;
    databases.push({ label: 'PostgreSQL', open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }) });
  } catch (err) {
    console.warn(`PostgreSQL rows skipped: ${(err as Error).message}`);
  }
  let n = 0;
  try {
    for (const db of databases) {
      const database = await db.open();
      try {
        for (const c of CASES) {
          const seconds = await burst(database, opts.jobs, c, ++n);
          const workSeconds = (opts.jobs * c.waitMs) / c.concurrency / 1000;
          const share = workSeconds ? `${Math.round((workSeconds / seconds) * 100)}%` : 'n/a';
          console.log(`job-burst ${db.label} ${c.label}: ${seconds.toFixed(2)} s`);
          rows.push(
            `| ${db.label} | ${c.label} | ${workSeconds.toFixed(1)} s | ${seconds.toFixed(2)} s | ${Math.round(opts.jobs / seconds).toLocaleString('en')} | ${share} |`,
          );
        }
      } finally {
        await database.close();
      }
    }
  } finally {
    for (const name of created.names) await created.drop(admin, name);
    await admin.end().catch(() => undefined);
  }
  writeSection(
    'job-burst',
    `## A burst of background jobs

Bar (issue 27): a burst of 1,000 jobs of one kind is worked at the speed of the work, not of the poll. Before, pg-boss's
own worker took one job, then rested its 2 s poll: 1,000 jobs took 2,000 s whatever their work.

Measured ${today()} on ${machine()}, with \`${opts.command}\` (load averages ${loadAtStart} when it started; the machine is
shared). ${opts.jobs.toLocaleString('en')} jobs of one kind are queued, then one process's queue starts (the portal's
JobQueue with its default settings: it rests only when the queue is empty) and the clock runs until the last job is done.
Each job takes its own transaction (it is leased to its process, lib/jobs/worker-registry.ts) and ends in another. "Work"
is the jobs' own waiting divided by the jobs run at once; "share" is that over the time taken.

| database | job | work | taken | jobs/s | share |
|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
}
