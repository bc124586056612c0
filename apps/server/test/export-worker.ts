// A job worker process for worker-kill.test.ts: `npm run worker` plus the test's export list.
import { runWorker } from '../src/jobs-worker.ts';
import { registerExport } from '../src/modules/exports/register-export.ts';
import { generatedSource } from '../src/modules/exports/testing.ts';

await runWorker((deps) => registerExport(deps, generatedSource('exportTestList')));
