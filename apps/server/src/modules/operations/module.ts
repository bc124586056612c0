import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import type { OpsKeyService } from './ops-keys.ts';
import { operationsRoutes } from './routes.ts';

export interface OperationsDeps {
  db: Db;
  config: Config;
  tracking: TrackingService;
  notifications: NotificationService;
  sms: SmsService;
  opsKeys: OpsKeyService;
}

/** The courier's operations API (/ops/v1): scans from hubs, handhelds and the sorting line. */
export function registerOperationsModule(app: FastifyInstance, deps: OperationsDeps): void {
  // Its own scope: its key check and error replies apply to /ops only.
  app.register(async (ops) => operationsRoutes(ops, deps));
  const { opsKey } = deps.config;
  if (opsKey) app.addHook('onReady', async () => deps.opsKeys.ensure('OPS_KEY (deployment)', opsKey));
}
