import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { healthRoutes } from './routes.ts';

export interface HealthDeps {
  db: Db;
  database: Database;
}

/** `GET /healthz` for load balancers and start-up scripts. */
export function registerHealthModule(app: FastifyInstance, deps: HealthDeps): void {
  healthRoutes(app, deps);
}
