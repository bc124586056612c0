import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { MAX_JSON_BODY_BYTES } from '@portal/shared/api';
import { REQUEST_ID_HEADER } from '@portal/shared/headers';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { SnapshotRateLimitStore } from './lib/rate-limit-store.ts';
import { BUILT_IN_TABLES } from './lists.ts';
import { registerAddressesModule } from './modules/addresses/module.ts';
import { registerCashBillsModule } from './modules/cash-bills/module.ts';
import { registerClaimsModule } from './modules/claims/module.ts';
import { registerCodModule } from './modules/cod/module.ts';
import { registerComplaintsModule } from './modules/complaints/module.ts';
import { registerDashboardModule } from './modules/dashboard/module.ts';
import { registerDedicatedServiceModule } from './modules/dedicated-service/module.ts';
import { registerDeliveryOrdersModule } from './modules/delivery-orders/module.ts';
import { registerExportsModule } from './modules/exports/module.ts';
import { registerGeographyModule } from './modules/geography/module.ts';
import { registerHealthModule } from './modules/health/module.ts';
import { registerI18nModule } from './modules/i18n/module.ts';
import { registerInvoicesModule } from './modules/invoices/module.ts';
import { registerMallModule } from './modules/mall/module.ts';
import { registerMarketplaceModule } from './modules/marketplace/module.ts';
import { registerMonthlyPickupModule } from './modules/monthly-pickup/module.ts';
import { registerNetworkModule } from './modules/network/module.ts';
import { registerNoticesModule } from './modules/notices/module.ts';
import { registerNotificationsModule } from './modules/notifications/module.ts';
import { registerOpenPlatformModule } from './modules/open-platform/module.ts';
import { registerOperationsModule } from './modules/operations/module.ts';
import { registerOrderImportModule } from './modules/order-import/module.ts';
import { registerOrdersModule } from './modules/orders/module.ts';
import { registerPasswordResetModule } from './modules/password-reset/module.ts';
import { registerPaymentsModule } from './modules/payments/module.ts';
import { registerPreOrdersModule } from './modules/pre-orders/module.ts';
import { registerPrepayModule } from './modules/prepay/module.ts';
import { registerProfileModule } from './modules/profile/module.ts';
import { registerPromotionsModule } from './modules/promotions/module.ts';
import { registerServiceAreaModule } from './modules/service-area/module.ts';
import { registerSessionModule } from './modules/session/module.ts';
import { registerSimulatorModule } from './modules/simulator/module.ts';
import { registerSmsModule } from './modules/sms/module.ts';
import { registerStatementsModule } from './modules/statements/module.ts';
import { registerSubAccountsModule } from './modules/sub-accounts/module.ts';
import { registerTableConfigModule } from './modules/table-config/module.ts';
import { registerTrackingModule } from './modules/tracking/module.ts';
import { registerWebModule } from './modules/web/module.ts';
import { registerWorkOrdersModule } from './modules/work-orders/module.ts';
import { isApiRequest, registerPortal } from './plugins/portal.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUploads } from './plugins/uploads.ts';
import { buildServices, type Services } from './services.ts';

/** The server and its services, as tests and benches extend them. */
export type AppContext = Services & { app: FastifyInstance };

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests set this to watch idle expiry without waiting half an hour. */
  sessionIdleMs?: number;
  /** Tests add routes or export sources of their own before the server is ready. */
  extend?: (context: AppContext) => void;
}

export async function buildApp({ config, database, sessionIdleMs, extend }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authtoken', 'req.headers.cookie'],
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: process.env.TRUST_PROXY === '1',
    // Per-request lines only when debugging; logins, refusals and errors are logged by the code itself.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // A request's id is in each of its log lines and in its reply's x-request-id, so the reference a shipper reads
    // from the portal's problem log finds the server's lines (unique across processes and restarts, never the caller's).
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  registerSecurityHeaders(app, config.publicUrl.startsWith('https://'));
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Only a refused request hears when to retry: the limit headers on every reply cost the hot lookups more than they tell.
  await app.register(rateLimit, {
    global: false,
    store: SnapshotRateLimitStore,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  });
  // Uploads are read by the endpoints that declare one (plugins/uploads.ts), each with its own limits.
  await registerUploads(app);

  const services = await buildServices({ config, database, log: app.log, sessionIdleMs });
  app.addHook('onClose', async () => services.stop());
  // Jobs start once every module has defined its kinds.
  app.addHook('onReady', async () => services.jobs.start());
  const apiNotFound = registerPortal(app, {
    authenticate: (token, resumeKey) => services.sessions.authenticate(token, resumeKey),
    pagesOf: (account) => services.grants.pagesOf(account),
    texts: services.texts.translate,
  });

  // Each module takes the services it declares; the order is the order of the docs only.
  registerHealthModule(app, services);
  registerSessionModule(app, services);
  registerProfileModule(app, services);
  registerPasswordResetModule(app, services);
  registerNoticesModule(app, services);
  registerPromotionsModule(app, services);
  registerPrepayModule(app, services);
  await registerPaymentsModule(app, services);
  registerExportsModule(app, services);
  registerTableConfigModule(app, { ...services, builtInTables: BUILT_IN_TABLES });
  registerI18nModule(app, services);
  registerSubAccountsModule(app, services);
  registerGeographyModule(app, services);
  registerAddressesModule(app, services);
  registerServiceAreaModule(app, services);
  registerNetworkModule(app, services);
  registerOrdersModule(app, services);
  registerOperationsModule(app, services);
  registerTrackingModule(app, services);
  registerDashboardModule(app, services);
  registerSimulatorModule(app, services);
  registerOrderImportModule(app, services);
  registerDeliveryOrdersModule(app, services);
  registerPreOrdersModule(app, services);
  registerNotificationsModule(app, services);
  registerComplaintsModule(app, services);
  registerWorkOrdersModule(app, services);
  registerInvoicesModule(app, services);
  registerCashBillsModule(app, services);
  registerStatementsModule(app, services);
  registerCodModule(app, services);
  registerMarketplaceModule(app, services);
  registerMallModule(app, services);
  registerClaimsModule(app, services);
  registerSmsModule(app, services);
  registerMonthlyPickupModule(app, services);
  registerOpenPlatformModule(app, services);
  registerDedicatedServiceModule(app, services);
  extend?.({ ...services, app });
  const webNotFound = await registerWebModule(app, services);

  app.setNotFoundHandler((request, reply) => (isApiRequest(request) ? apiNotFound(request, reply) : webNotFound(request, reply)));
  // Every kind is defined now: the queue's tables exist from here on, for work done before the server listens.
  await services.jobs.prepare();
  return app;
}
