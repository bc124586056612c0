import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { smartPaste } from '../addresses/service.ts';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { PlaceDeps } from '../orders/service.ts';
import { defineImportJob } from './import-job.ts';
import { orderImportRoutes } from './routes.ts';
import { importTemplateRoutes } from './template-routes.ts';

export type OrderImportDeps = Omit<PlaceDeps, 'translate'> & {
  db: Db;
  jobs: JobQueue;
  texts: MessageTexts;
  geography: GeographyService;
};

/**
 * Excel bulk import of orders (issue 16): the standard template, uploads placed by a job through
 * the order form's own placing path, the result screen's fixes, customer templates and the import
 * settings.
 */
export function registerOrderImportModule(app: FastifyInstance, deps: OrderImportDeps): void {
  defineImportJob({
    db: deps.db,
    jobs: deps.jobs,
    geography: deps.geography,
    place: { ...deps, translate: deps.texts.translate },
    paste: smartPaste(deps.geography),
    log: app.log,
  });
  orderImportRoutes(app, deps);
  importTemplateRoutes(app, deps);
}
