import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { PageGrants } from '../../lib/page-grants.ts';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { OrderContexts, PricingService, WaybillNumbers } from '../orders/service.ts';
import type { WalletService } from '../prepay/service.ts';
import type { DropPointService } from '../service-area/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import { pruneCalls } from './call-log.ts';
import { pruneKeys } from './idempotency.ts';
import { registerOpenApi } from './open-api.ts';
import { openReadRoutes } from './open-routes.ts';
import { openPlatformRoutes } from './routes.ts';
import { openShipmentRoutes } from './shipment-routes.ts';

export interface OpenPlatformDeps {
  db: Db;
  config: Config;
  grants: PageGrants;
  texts: MessageTexts;
  geography: GeographyService;
  jobs: JobQueue;
  // What placing and pricing a shipment reads and writes: the order module's own services.
  contexts: OrderContexts;
  pricing: PricingService;
  dropPoints: DropPointService;
  waybills: WaybillNumbers;
  wallet: WalletService;
  tracking: TrackingService;
}

/**
 * The open platform (issue 30): the shipper's API keys and their call log on the portal, and the REST
 * API under /open/v1 they call with (docs/open-platform.md).
 */
export function registerOpenPlatformModule(app: FastifyInstance, deps: OpenPlatformDeps): void {
  openPlatformRoutes(app, deps);
  registerOpenApi(app, deps, (api) => {
    openReadRoutes(api, deps);
    openShipmentRoutes(api, deps);
  });
  // The call log keeps a week and Idempotency-Keys a day: each night the older ones go.
  deps.jobs.define({
    name: 'open-platform.prune',
    schedule: { cron: '40 3 * * *', payload: {} },
    handle: async () => {
      await pruneCalls(deps.db);
      await pruneKeys(deps.db);
    },
  });
}
