// `npm run worker`: background jobs only, in a process of their own (PostgreSQL).
import { runWorker } from './jobs-worker.ts';

await runWorker();
