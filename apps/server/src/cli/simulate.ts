// npm run simulate: moves the demo customers' parcels through the scan ingest, as the server's own
// job does when the demo data is on (docs/decisions.md "The simulator").
//   --once          one run, then exit (default: a run every --every seconds until Ctrl-C)
//   --pace N        simulated minutes per real minute for orders taken up now (default SIMULATOR_PACE, 240)
//   --every S       seconds between runs (default 20)
//   --customer CODE also move this customer's orders (repeatable), demo or not
// On the embedded database, stop the server first: one PGlite folder serves one process.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { JobQueue } from '../lib/jobs/job-queue.ts';
import { NotificationService } from '../modules/notifications/service.ts';
import { OpsKeyService } from '../modules/operations/service.ts';
import { customerIdsOf, runSimulator } from '../modules/simulator/service.ts';
import { queueingSmsService } from '../modules/sms/service.ts';
import { TrackingService } from '../modules/tracking/service.ts';
import { args, fail, openOperatorDatabase, option } from './operator-cli.ts';

const config = loadConfig();
const pace = Number(option('pace') ?? config.simulatorPace);
const every = Number(option('every') ?? 20);
if (!Number.isInteger(pace) || pace < 1) fail('--pace takes a whole number of simulated minutes per real minute (1 is real time)');
if (!(every > 0)) fail('--every takes the seconds between runs');
const codes = args.flatMap((a, i) => (a === '--customer' && args[i + 1] ? [args[i + 1]!] : []));

const database = await openOperatorDatabase();
const db = database.db;
// The receivers' SMS of the statuses reached are queued for the server's workers (issue 18).
const jobs = new JobQueue(database, { log: pino({ level: 'warn' }), work: false });
const sms = await queueingSmsService(db, jobs);
await jobs.start();
const deps = { db, tracking: new TrackingService(), notifications: new NotificationService(), opsKeys: new OpsKeyService(db), sms };
const customerIds = await customerIdsOf(db, codes);
if (customerIds.length < codes.length) fail(`unknown customer code among: ${codes.join(', ')}`);

let stopping = false;
const stop = () => {
  stopping = true;
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

do {
  const run = await runSimulator(deps, { pace, customerIds });
  console.log(
    `${new Date().toISOString()} taken up ${run.adopted}, scans sent ${run.sent} (recorded ${run.recorded}, duplicates ${run.duplicates}, rejected ${run.rejected}), lives finished ${run.finished}`,
  );
  if (args.includes('--once')) break;
  for (let waited = 0; waited < every * 1000 && !stopping; waited += 250) await new Promise((r) => setTimeout(r, 250));
} while (!stopping);
await jobs.stop();
await database.close();
