import type { FastifyInstance } from 'fastify';
import type { CompanyDetails } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { defineBillingJobs } from './billing-jobs.ts';
import { statementRoutes } from './routes.ts';

export interface StatementsDeps {
  db: Db;
  jobs: JobQueue;
  texts: MessageTexts;
  exportSources: ExportSources;
  config: { company: CompanyDetails };
  notifications: NotificationService;
}

/** Monthly statements: the month-end billing run, the statement pages' calls and their exports. */
export function registerStatementsModule(app: FastifyInstance, deps: StatementsDeps): void {
  defineBillingJobs(deps.jobs, deps.db, deps.notifications, app.log);
  statementRoutes(app, deps);
}
