import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { registerAddressExport } from './export.ts';
import { addressImportRoutes } from './import/routes.ts';
import { addressRoutes } from './routes.ts';
import { smartInputRoutes } from './smart-input-route.ts';

export interface AddressesDeps {
  db: Db;
  config: Config;
  geography: GeographyService;
  texts: MessageTexts;
  exportSources: ExportSources;
  jobs: JobQueue;
}

/** The sender, receiver and international address books: lists, changes, defaults, smart paste, import and export. */
export function registerAddressesModule(app: FastifyInstance, deps: AddressesDeps): void {
  addressRoutes(app, deps);
  smartInputRoutes(app, deps);
  addressImportRoutes(app, deps);
  registerAddressExport({ app, ...deps });
}
