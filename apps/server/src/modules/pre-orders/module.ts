import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { OrderContexts, PricingService, WaybillNumbers } from '../orders/service.ts';
import type { WalletService } from '../prepay/service.ts';
import type { DropPointService } from '../service-area/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import { accessoryRoutes } from './accessory-routes.ts';
import { reservationRoutes } from './reservation-routes.ts';
import { preOrderRoutes } from './routes.ts';
import { smartOrderRoutes } from './smart-order-routes.ts';

export interface PreOrdersDeps {
  db: Db;
  texts: MessageTexts;
  geography: GeographyService;
  dropPoints: DropPointService;
  pricing: PricingService;
  contexts: OrderContexts;
  waybills: WaybillNumbers;
  wallet: WalletService;
  tracking: TrackingService;
}

/**
 * Ordering ahead (issue 16): pre-orders saved and submitted in batches, smart order presets, the
 * accessory library with order appendixes, and pickup reservations. Every order made here is placed
 * by the orders module's own placeDomesticOrder.
 */
export function registerPreOrdersModule(app: FastifyInstance, deps: PreOrdersDeps): void {
  preOrderRoutes(app, deps);
  smartOrderRoutes(app, deps);
  accessoryRoutes(app, deps);
  reservationRoutes(app, deps);
}
