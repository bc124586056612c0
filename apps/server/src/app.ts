import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_JSON_BODY_BYTES } from '@portal/shared/api';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { ChangeFeed } from './lib/change-feed.ts';
import { JobQueue } from './lib/jobs/job-queue.ts';
import { Mailer } from './lib/mailer.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { ExportSources } from './modules/exports/export-sources.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { GeographyService } from './modules/geography/geography-service.ts';
import { geographyRoutes } from './modules/geography/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { MessageTexts } from './modules/i18n/message-overrides.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { noticeRoutes } from './modules/notices/routes.ts';
import { orderEditRoutes } from './modules/orders/edit-routes.ts';
import { internationalOrderRoutes } from './modules/orders/international-routes.ts';
import { orderManageRoutes } from './modules/orders/manage-routes.ts';
import { printRoutes } from './modules/orders/print-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { passwordResetRoutes } from './modules/password-reset/routes.ts';
import { prepayRoutes } from './modules/prepay/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { DropPointService } from './modules/service-area/drop-points.ts';
import { serviceAreaRoutes } from './modules/service-area/routes.ts';
import { accountRoutes } from './modules/session/account-routes.ts';
import { loginRoutes } from './modules/session/login.ts';
import { qrLoginRoutes } from './modules/session/qr-login.ts';
import { SessionService } from './modules/session/session-service.ts';
import { UserInfoService } from './modules/session/user-info-service.ts';
import { subAccountRoutes } from './modules/sub-accounts/routes.ts';
import { tableConfigRoutes } from './modules/table-config/routes.ts';
import { registerWeb } from './modules/web/routes.ts';
import { isApiRequest, registerPortal } from './plugins/portal.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

/** What every module gets: the server, its settings, the database and the shared services. */
export interface Deps {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  changes: ChangeFeed;
  sessions: SessionService;
  userInfo: UserInfoService;
  mailer: Mailer;
  exportSources: ExportSources;
  /** The background job queue: modules define their job kinds while the server is built. */
  jobs: JobQueue;
  /** Messages in a language, as the administrator last worded them (language maintenance). */
  texts: MessageTexts;
  /** The region tree and postcode index (address forms, imports, smart paste). */
  geography: GeographyService;
  /** The courier's open drop points (DROP OFF parcels are handed in there). */
  dropPoints: DropPointService;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests set this to watch idle expiry without waiting half an hour. */
  sessionIdleMs?: number;
  /** Tests add routes or export sources of their own before the server is ready. */
  extend?: (deps: Deps) => void;
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
  });

  registerSecurityHeaders(app, config.publicUrl.startsWith('https://'));
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Only a refused request hears when to retry: the limit headers on every reply cost the hot lookups more than they tell.
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  });
  // Uploads are read by the endpoints that declare one (plugins/portal.ts), each with its own limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  const changes = new ChangeFeed();
  const sessions = new SessionService(database.db, changes, sessionIdleMs ?? config.sessionIdleMinutes * 60_000);
  const texts = new MessageTexts(database.db);
  await texts.start(changes);
  const userInfo = new UserInfoService(database.db, changes, config, texts.translate);
  const mailer = new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom);
  const stopListening = await changes.start(database);
  app.addHook('onClose', async () => stopListening());

  // --- Background jobs (lib/jobs/job-queue.ts): started once every module has defined its kinds. ---
  const jobs = new JobQueue(database, { log: app.log, work: config.jobsInProcess });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  // ---

  const apiNotFound = registerPortal(app, (token) => sessions.authenticate(token), texts.translate);
  const deps: Deps = {
    app,
    config,
    database,
    db: database.db,
    changes,
    sessions,
    userInfo,
    mailer,
    exportSources: new ExportSources(),
    jobs,
    texts,
    geography: new GeographyService(database.db),
    dropPoints: new DropPointService(database.db, changes),
  };

  healthRoutes(deps);
  loginRoutes(deps);
  qrLoginRoutes(deps);
  accountRoutes(deps);
  profileRoutes(deps);
  passwordResetRoutes(deps);
  noticeRoutes(deps);
  prepayRoutes(deps);
  exportRoutes(deps);
  tableConfigRoutes(deps);
  i18nRoutes(deps);
  subAccountRoutes(deps);
  geographyRoutes(deps);
  addressRoutes(deps);
  serviceAreaRoutes(deps);
  const orderServices = orderRoutes(deps);
  internationalOrderRoutes(deps, orderServices);
  printRoutes(deps, orderServices.pricing);
  orderManageRoutes(deps);
  orderEditRoutes(deps, orderServices);
  extend?.(deps);
  const webNotFound = await registerWeb(deps);

  app.setNotFoundHandler((request, reply) => (isApiRequest(request) ? apiNotFound(request, reply) : webNotFound(request, reply)));
  return app;
}
