import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { exportTasks, storedFiles, users } from '../src/db/schema/index.ts';
import { JobQueue } from '../src/lib/jobs/job-queue.ts';
import { defineExportJobs, EXPORT_RUN, sendExportJob } from '../src/modules/exports/export-jobs.ts';
import { ExportSources } from '../src/modules/exports/export-sources.ts';
import { insertTask, taskCaller } from '../src/modules/exports/export-tasks.ts';
import { COLUMNS, generatedSource, TEST_ROWS } from '../src/modules/exports/testing.ts';
import { openTestDatabase } from './helpers.ts';
import { waitUntil } from './poll.ts';

const silent = pino({ level: 'silent' });
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** `npm run worker` with the test's export list, in a child process on the test's database. */
function startWorker(url: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/export-worker.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', SIMULATOR: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

// One process per database is all PGlite allows, so a separate worker exists on PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('a job worker killed with SIGKILL mid-export (PostgreSQL only)', () => {
  it('leaves the job to another worker, which takes it over within 30 s of the kill and finishes the export', async () => {
    const { database, drop, url } = await openTestDatabase();
    // This process only records the export, as a server with JOBS_IN_PROCESS=0 does.
    const jobs = new JobQueue(database, { log: silent, work: false });
    const sources = new ExportSources();
    sources.add(generatedSource('exportTestList'));
    defineExportJobs(jobs, database.db, sources, silent);
    await jobs.start();
    const workers: ChildProcess[] = [];
    try {
      const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo'));
      const caller = (await taskCaller(database.db, demo!.id))!;
      const taskId = await database.db.transaction(async (tx) => {
        const id = await insertTask(tx, caller, {
          source: 'exportTestList',
          name: 'list.xlsx',
          // 13 pages of 1,000 rows, 300 ms each: about four seconds of work to interrupt.
          request: { columns: COLUMNS, params: { pageDelayMs: 300 }, ids: null, lang: 'en' },
          mode: 'task',
        });
        await sendExportJob(jobs, tx, id);
        return id;
      });
      const task = async () => (await database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0]!;

      const first = startWorker(url!);
      workers.push(first);
      await waitUntil(async () => (await task()).progress > 0, { withinMs: 60_000, what: 'the first worker to be mid-export' });
      first.kill('SIGKILL');
      await once(first, 'exit');
      const killedAt = Date.now();
      const killed = await task();
      expect(killed).toMatchObject({ state: 'RUNNING', fileId: null });
      expect(killed.progress).toBeLessThan(99);
      // Nobody will complete the job now: it stays active until something notices.
      expect(await jobs.stateOf(EXPORT_RUN, taskId)).toBe('active');

      // The second worker's watch notices the silence and its queue runs the job again: a new claim.
      const second = startWorker(url!);
      workers.push(second);
      await waitUntil(
        async () => {
          const now = await task();
          return now.state === 'DONE' || (now.startedAt !== null && now.startedAt.getTime() !== killed.startedAt!.getTime());
        },
        { withinMs: 60_000, what: 'another worker to take the task over' },
      );
      const takeoverMs = Date.now() - killedAt;
      console.info(`export taken over ${takeoverMs} ms after the kill`);
      expect(takeoverMs).toBeLessThan(30_000);
      await waitUntil(async () => (await task()).state === 'DONE', { withinMs: 90_000, what: 'the second worker to finish the export' });

      const done = await task();
      expect(done).toMatchObject({ state: 'DONE', progress: 100, rows: TEST_ROWS });
      const [file] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, done.fileId!));
      expect(file!.size).toBeGreaterThan(100_000);
      expect(await jobs.stateOf(EXPORT_RUN, taskId)).toBe('completed');
    } finally {
      for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGTERM');
      await Promise.all(workers.map((w) => (w.exitCode === null && w.signalCode === null ? once(w, 'exit') : undefined)));
      await jobs.stop();
      await drop();
    }
  }, 180_000);
});
