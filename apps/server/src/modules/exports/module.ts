import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { SessionService } from '../session/service.ts';
import type { ExportSources } from './export-sources.ts';
import { exportRoutes } from './routes.ts';

export interface ExportsDeps {
  db: Db;
  sessions: SessionService;
  texts: MessageTexts;
  exportSources: ExportSources;
  jobs: JobQueue;
}

/** The export engine and download centre; list modules make their lists exportable with `registerExport`. */
export function registerExportsModule(app: FastifyInstance, deps: ExportsDeps): void {
  exportRoutes(app, deps);
}
