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
import { orderEditRoutes } from './edit-routes.ts';
import { internationalOrderRoutes } from './international-routes.ts';
import { orderManageRoutes } from './manage-routes.ts';
import type { OrderContexts } from './order-context.ts';
import type { PricingService } from './pricing-service.ts';
import { printRoutes } from './print-routes.ts';
import { orderRoutes } from './routes.ts';
import type { WaybillNumbers } from './waybill-numbers.ts';

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

/** Ordering and order management: products and prices, placing, editing, cancelling, labels, the list and its export. */
export function registerOrdersModule(app: FastifyInstance, deps: OrdersDeps): void {
  orderRoutes(app, deps);
  internationalOrderRoutes(app, deps);
  printRoutes(app, deps);
  orderManageRoutes(app, deps);
  orderEditRoutes(app, deps);
  defineDayCountJobs(deps.jobs, deps.db);
}
