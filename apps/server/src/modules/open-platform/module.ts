import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { openPlatformRoutes } from './routes.ts';

export interface OpenPlatformDeps {
  db: Db;
}

/** The open platform (issue 30): the shipper's API keys; the REST API under /open/v1 builds on them. */
export function registerOpenPlatformModule(app: FastifyInstance, deps: OpenPlatformDeps): void {
  openPlatformRoutes(app, deps);
}
