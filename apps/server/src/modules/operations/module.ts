import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { registerOpsScope } from '../../plugins/operations-api.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import type { OpsKeyService } from './ops-keys.ts';
import { BODY_LIMIT, operationsRoutes } from './routes.ts';

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
  const scope = {
    opsKeys: deps.opsKeys,
    name: 'operations API',
    bodyShape: 'The body must be JSON: {"events": [...]}.',
    failed: 'The batch was not recorded; send it again.',
    bodyLimit: BODY_LIMIT,
  };
  registerOpsScope(app, scope, (ops) => operationsRoutes(ops, deps));
  const { opsKey } = deps.config;
  if (opsKey) app.addHook('onReady', async () => deps.opsKeys.ensure('OPS_KEY (deployment)', opsKey));
}
