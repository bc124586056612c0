import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { PageGrants } from '../../lib/page-grants.ts';
import type { ExportSources } from '../exports/service.ts';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { WalletService } from '../prepay/service.ts';
import type { DropPointService } from '../service-area/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import { defineDayCountJobs } from './day-count-jobs.ts';
import { editLogRoutes } from './edit-log-routes.ts';
import { orderEditRoutes } from './edit-routes.ts';
import { internationalOrderRoutes } from './international-routes.ts';
import { orderManageRoutes } from './manage-routes.ts';
import type { OrderContexts } from './order-context.ts';
import type { PricingService } from './pricing-service.ts';
import { printRoutes } from './print-routes.ts';
import { orderRoutes } from './routes.ts';
import type { WaybillNumbers } from './waybill-numbers.ts';
import { waybillRoutes } from './waybill-routes.ts';

export interface OrdersDeps {
  db: Db;
  texts: MessageTexts;
  geography: GeographyService;
  dropPoints: DropPointService;
  pricing: PricingService;
  contexts: OrderContexts;
  waybills: WaybillNumbers;
  wallet: WalletService;
  tracking: TrackingService;
  grants: PageGrants;
  exportSources: ExportSources;
  jobs: JobQueue;
}

/**
 * Ordering, order management and my waybills: products and prices, placing, editing, cancelling, labels, the
 * lists and their exports, the COD amount changed before pick-up, the waybill edit log.
 */
export function registerOrdersModule(app: FastifyInstance, deps: OrdersDeps): void {
  orderRoutes(app, deps);
  internationalOrderRoutes(app, deps);
  printRoutes(app, deps);
  orderManageRoutes(app, deps);
  orderEditRoutes(app, deps);
  waybillRoutes(app, deps);
  editLogRoutes(app, deps);
  defineDayCountJobs(deps.jobs, deps.db);
}
