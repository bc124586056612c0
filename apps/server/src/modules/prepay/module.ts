import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { ExportSources } from '../exports/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { closeRoutes } from './close-routes.ts';
import { ledgerRoutes } from './ledger-routes.ts';
import { prepayRoutes } from './routes.ts';
import type { WalletService } from './service.ts';

/** What the prepay module uses. */
export interface PrepayDeps {
  db: Db;
  wallet: WalletService;
  notifications: NotificationService;
  texts: MessageTexts;
  jobs: JobQueue;
  exportSources: ExportSources;
}

/**
 * The prepaid wallet (spec 3 "Advance payment"): the balance the shell shows, the advance payment
 * page's ledger and closing the prepaid account. Its service is the one way money moves in or out.
 */
export function registerPrepayModule(app: FastifyInstance, deps: PrepayDeps): void {
  prepayRoutes(app, deps);
  ledgerRoutes(app, deps);
  closeRoutes(app, deps);
}
