import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from './message-overrides.ts';
import { i18nRoutes } from './routes.ts';

export interface I18nDeps {
  db: Db;
  exportSources: ExportSources;
  jobs: JobQueue;
  changes: ChangeFeed;
  texts: MessageTexts;
}

/** Language maintenance: the texts in zh, en and ml, edited by the administrator. */
export function registerI18nModule(app: FastifyInstance, deps: I18nDeps): void {
  i18nRoutes(app, deps);
}
