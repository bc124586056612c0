import type { FastifyInstance } from 'fastify';
import type { CompanyDetails } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { invoiceRoutes } from './routes.ts';

export interface InvoicesDeps {
  db: Db;
  texts: MessageTexts;
  jobs: JobQueue;
  exportSources: ExportSources;
  config: { company: CompanyDetails };
}

/** Issued invoices of any document: print one now, print many into the download centre, MyInvois JSON. */
export function registerInvoicesModule(app: FastifyInstance, deps: InvoicesDeps): void {
  invoiceRoutes(app, deps);
}
