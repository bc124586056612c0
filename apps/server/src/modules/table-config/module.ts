import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tableConfigRoutes } from './routes.ts';

export interface TableConfigDeps {
  db: Db;
}

/** List configurations: built-in and the administrator's tables, each user's column settings. */
export function registerTableConfigModule(app: FastifyInstance, deps: TableConfigDeps): void {
  tableConfigRoutes(app, deps);
}
