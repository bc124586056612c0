import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { NetworkService } from '../network/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { PricingService } from '../orders/service.ts';
import { dashboardRoutes } from './routes.ts';

export interface DashboardDeps {
  db: Db;
  /** Product names for the aging report. */
  pricing: PricingService;
  /** The time-effective types the aging query's service-time filter names. */
  network: NetworkService;
  /** Announcements are told to every customer through the notification centre. */
  jobs: JobQueue;
  notifications: NotificationService;
}

/** The shipper's dashboard and the aging query (issue 15). docs/decisions.md "Dashboard figures". */
export function registerDashboardModule(app: FastifyInstance, deps: DashboardDeps): void {
  dashboardRoutes(app, deps);
}
