import type { FastifyInstance } from 'fastify';
import type { CompanyDetails } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { PageGrants } from '../../lib/page-grants.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { cashBillRoutes } from './routes.ts';

export interface CashBillsDeps {
  db: Db;
  texts: MessageTexts;
  jobs: JobQueue;
  exportSources: ExportSources;
  grants: PageGrants;
  config: { company: CompanyDetails };
}

/** Cash bills (spec 2 cashBill, cashBillNew): a customer's cash-paid shipments by day, their receipts and invoices. */
export function registerCashBillsModule(app: FastifyInstance, deps: CashBillsDeps): void {
  cashBillRoutes(app, deps);
}
