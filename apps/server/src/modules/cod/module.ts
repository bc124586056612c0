import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { PageGrants } from '../../lib/page-grants.ts';
import { registerOpsScope } from '../../plugins/operations-api.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { OpsKeyService } from '../operations/service.ts';
import { defineCodJobs } from './jobs.ts';
import { codOpsRoutes } from './ops-routes.ts';
import type { PayoutBank } from './payout-bank.ts';
import { codRoutes } from './routes.ts';

export interface CodDeps {
  db: Db;
  jobs: JobQueue;
  exportSources: ExportSources;
  texts: MessageTexts;
  grants: PageGrants;
  opsKeys: OpsKeyService;
  /** COD terms carry the COD fee orders are priced with: a change is told to every process's contract copy. */
  changes: ChangeFeed;
  /** The bank COD is paid out through (the built-in sandbox unless a real one is configured). */
  payoutBank: PayoutBank;
}

/**
 * COD remittance (issue 17 "COD"): COD management and the COD bills for shippers, the remittance
 * job, and the finance desk's calls on the operations API.
 */
export function registerCodModule(app: FastifyInstance, deps: CodDeps): void {
  codRoutes(app, deps);
  defineCodJobs(deps.jobs, deps.db, deps.payoutBank, app.log);
  const scope = {
    opsKeys: deps.opsKeys,
    name: 'COD operations call',
    bodyShape: 'The body must be JSON.',
    failed: 'Nothing was changed; send it again.',
  };
  registerOpsScope(app, scope, (ops) => codOpsRoutes(ops, deps));
}
