import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { GeographyService } from '../geography/service.ts';
import type { NetworkService } from './network-service.ts';
import { networkRoutes } from './routes.ts';

export interface NetworkDeps {
  db: Db;
  network: NetworkService;
  geography: GeographyService;
}

/** The courier's network: the organisation pickers and the nearby outlets. */
export function registerNetworkModule(app: FastifyInstance, deps: NetworkDeps): void {
  networkRoutes(app, deps);
}
