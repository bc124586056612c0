import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PricingService } from '../orders/service.ts';
import { dashboardRoutes } from './routes.ts';

export interface DashboardDeps {
  db: Db;
  /** Product names for the aging report. */
  pricing: PricingService;
}

/** The shipper's dashboard and the aging query (issue 15). docs/decisions.md "Dashboard figures". */
export function registerDashboardModule(app: FastifyInstance, deps: DashboardDeps): void {
  dashboardRoutes(app, deps);
}
