import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { smsCallbackRoutes } from './callback-routes.ts';
import { smsRoutes } from './routes.ts';
import type { SmsService } from './service.ts';

export interface SmsDeps {
  db: Db;
  texts: MessageTexts;
  jobs: JobQueue;
  exportSources: ExportSources;
  sms: SmsService;
}

/** Enhanced SMS to receivers (issue 18): templates, the send job the scans queue, the log, the provider's callbacks. */
export function registerSmsModule(app: FastifyInstance, deps: SmsDeps): void {
  smsRoutes(app, deps);
  smsCallbackRoutes(app, deps);
}
