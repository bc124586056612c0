import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { WalletService } from '../prepay/service.ts';
import { callbackRoute, topupRoutes } from './routes.ts';
import { sandboxBankRoutes } from './sandbox-bank-routes.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import type { PaymentService } from './service.ts';

export interface PaymentsDeps {
  db: Db;
  config: Config;
  wallet: WalletService;
  jobs: JobQueue;
  payments: PaymentService;
}

/** Form fields are read only here (the gateways' callbacks and the sandbox bank's page); the portal speaks JSON. */
const FORM_LIMIT_BYTES = 16 * 1024;

/** Top-up by online banking (issue 17): the prepay calls, the gateway callback, and the sandbox bank when it is the gateway. */
export async function registerPaymentsModule(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  topupRoutes(app, deps.payments, deps.config);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    callbackRoute(scope, deps.payments);
    if (deps.payments.gateway instanceof SandboxGateway) sandboxBankRoutes(scope, deps.payments.gateway, deps.jobs);
  });
}
