import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { prepayRoutes } from './routes.ts';
import type { WalletService } from './service.ts';

/** What the prepay module uses. */
export interface PrepayDeps {
  db: Db;
  wallet: WalletService;
}

/** The prepaid wallet (spec 3 "Advance payment"); its service is the one way money moves in or out. */
export function registerPrepayModule(app: FastifyInstance, deps: PrepayDeps): void {
  prepayRoutes(app, deps);
}
