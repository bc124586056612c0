// A process that works one job kind and hangs inside its handler, for a test to kill (job-takeover.test.ts):
// `tsx test/job-child.ts <database url> <kind>`. It prints "started <job id>" once the handler runs.
import pino from 'pino';
import { openDatabase } from '../src/db/client.ts';
import { JobQueue } from '../src/lib/jobs/job-queue.ts';

const [databaseUrl, name] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ databaseUrl, dataDir: '' });
const jobs = new JobQueue(database, {
  log: pino({ level: 'silent' }),
  work: true,
  pollingIntervalSeconds: 0.2,
  timing: { beatEveryMs: 200 },
});
jobs.define({
  name,
  retryLimit: 0,
  handle: (_payload, job) => {
    process.stdout.write(`started ${job.id}\n`);
    return new Promise(() => {});
  },
});
await jobs.start();
process.stdout.write('ready\n');
