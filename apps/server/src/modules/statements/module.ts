import type { FastifyInstance } from 'fastify';
import type { CompanyDetails } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { PaymentService } from '../payments/service.ts';
import { defineBillingJobs } from './billing-jobs.ts';
import { statementRoutes } from './routes.ts';

export interface StatementsDeps {
  db: Db;
  jobs: JobQueue;
  texts: MessageTexts;
  exportSources: ExportSources;
  config: { company: CompanyDetails; portalOrigins: string[]; publicUrl: string };
  notifications: NotificationService;
  /** The gateway a statement is paid online through (the top-ups' own). */
  payments: PaymentService;
}

/** Monthly statements: the month-end billing run, the statement pages' calls (paying one online among them) and their exports. */
export function registerStatementsModule(app: FastifyInstance, deps: StatementsDeps): void {
  defineBillingJobs(deps.jobs, deps.db, deps.notifications, app.log);
  statementRoutes(app, deps);
}
