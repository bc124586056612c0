import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { WalletService } from '../prepay/service.ts';
import { claimImportRoutes } from './import-routes.ts';
import { claimRoutes } from './routes.ts';

export interface ClaimsDeps {
  db: Db;
  texts: MessageTexts;
  notifications: NotificationService;
  wallet: WalletService;
}

/** Claims for lost or damaged parcels (issue 18): filed by shippers, decided at the courier's claim desk. */
export function registerClaimsModule(app: FastifyInstance, deps: ClaimsDeps): void {
  claimRoutes(app, deps);
  claimImportRoutes(app, deps);
}
