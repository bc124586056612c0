import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { GeographyService } from './geography-service.ts';
import { geographyRoutes } from './routes.ts';

export interface GeographyDeps {
  db: Db;
  geography: GeographyService;
  config: Config;
}

/** The region tree, postcode lookups, address types and countries the forms use. */
export function registerGeographyModule(app: FastifyInstance, deps: GeographyDeps): void {
  geographyRoutes(app, deps);
}
