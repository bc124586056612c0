import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { promotionRoutes } from './routes.ts';

export interface PromotionsDeps {
  db: Db;
  /** A saved or ended promotion is priced from at once in every process (PricingService watches 'tariff'). */
  changes: ChangeFeed;
}

/** The administrator's promotions (issue 27): shares off the freight that pricing applies to every matching order. */
export function registerPromotionsModule(app: FastifyInstance, deps: PromotionsDeps): void {
  promotionRoutes(app, deps);
}
