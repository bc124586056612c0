import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BuiltInTable } from '../../lib/list-kit.ts';
import { tableConfigRoutes } from './routes.ts';

export interface TableConfigDeps {
  db: Db;
  /** What `sendSyncTableList` restores: every module's lists.ts, collected by src/lists.ts. */
  builtInTables: readonly BuiltInTable[];
}

/** List configurations: built-in and the administrator's tables, each user's column settings. */
export function registerTableConfigModule(app: FastifyInstance, deps: TableConfigDeps): void {
  tableConfigRoutes(app, deps);
}
