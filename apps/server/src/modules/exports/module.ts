import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Translate } from '../../plugins/portal.ts';
import type { SessionService } from '../session/service.ts';
import type { ExportSources } from './export-sources.ts';
import { exportRoutes } from './routes.ts';

export interface ExportsDeps {
  db: Db;
  sessions: SessionService;
  /** The message texts' translate (the i18n module's MessageTexts): export headers and labels in the caller's language. */
  texts: { translate: Translate };
  exportSources: ExportSources;
  jobs: JobQueue;
}

/** The export engine and download centre; list modules make their lists exportable with `registerExport`. */
export function registerExportsModule(app: FastifyInstance, deps: ExportsDeps): void {
  exportRoutes(app, deps);
}
