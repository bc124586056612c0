import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { SessionService } from '../session/service.ts';
import { subAccountRoutes } from './routes.ts';

export interface SubAccountsDeps {
  db: Db;
  exportSources: ExportSources;
  jobs: JobQueue;
  changes: ChangeFeed;
  sessions: SessionService;
  texts: MessageTexts;
}

/** Sub-accounts of a main account and the pages granted to each. */
export function registerSubAccountsModule(app: FastifyInstance, deps: SubAccountsDeps): void {
  subAccountRoutes(app, deps);
}
