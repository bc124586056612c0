import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { ChangeFeed } from './lib/change-feed.ts';
import { JobQueue } from './lib/jobs/job-queue.ts';
import { Mailer } from './lib/mailer.ts';
import { PageGrants } from './lib/page-grants.ts';
import { type PayoutBank, SandboxPayoutBank } from './modules/cod/service.ts';
import { ExportSources } from './modules/exports/service.ts';
import { GeographyService } from './modules/geography/service.ts';
import { MessageTexts } from './modules/i18n/service.ts';
import { PointsService } from './modules/mall/service.ts';
import { NetworkService } from './modules/network/service.ts';
import { NotificationService } from './modules/notifications/service.ts';
import { OpsKeyService } from './modules/operations/ops-keys.ts';
import { OrderContexts, PricingService, WaybillNumbers } from './modules/orders/service.ts';
import { BillplzGateway } from './modules/payments/billplz-gateway.ts';
import { SandboxGateway } from './modules/payments/sandbox-gateway.ts';
import { PaymentService } from './modules/payments/service.ts';
import { WalletService } from './modules/prepay/service.ts';
import { DropPointService } from './modules/service-area/service.ts';
import { SessionService, UserInfoService } from './modules/session/service.ts';
import { SandboxSmsProvider, SmsService } from './modules/sms/service.ts';
import { settleStatementPayment } from './modules/statements/service.ts';
import { TrackingService } from './modules/tracking/service.ts';

/**
 * Every long-lived service of a server process, built once here and handed to the modules, each of
 * which declares the part it uses (its `module.ts`). One way to wire a service: constructed with the
 * database and, when it caches, the change feed it listens to; `start()` when it must read before the
 * first request. No module builds a service another module uses, and no module imports this file.
 */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  changes: ChangeFeed;
  sessions: SessionService;
  /** The menu pages each account holds (endpoints declare theirs; plugins/portal.ts asks). */
  grants: PageGrants;
  userInfo: UserInfoService;
  mailer: Mailer;
  /** Messages in a language, as the administrator last worded them (language maintenance). */
  texts: MessageTexts;
  exportSources: ExportSources;
  /** The one background job queue: modules define their job kinds while the server is built; started when it is ready. */
  jobs: JobQueue;
  /** The region tree and postcode index (address forms, imports, smart paste). */
  geography: GeographyService;
  /** The courier's network (regions, hubs, branches, outlets) and its delivery promises. */
  network: NetworkService;
  /** The courier's open drop points (DROP OFF parcels are handed in there): the network's counters. */
  dropPoints: DropPointService;
  /** Tariffs, products and zones in force. */
  pricing: PricingService;
  /** Each customer's contract as the order rules read it. */
  contexts: OrderContexts;
  /** This process's block of waybill numbers. */
  waybills: WaybillNumbers;
  /** The only writer of the prepaid wallet and its ledger. */
  wallet: WalletService;
  /** The only writer of tracking events. */
  tracking: TrackingService;
  /** The only writer of notifications (the notification centre, issue 18). */
  notifications: NotificationService;
  /** Keys of the courier's own systems for the operations API. */
  opsKeys: OpsKeyService;
  /** Top-ups through the payment gateway (Billplz, or the built-in sandbox bank). */
  payments: PaymentService;
  /** The bank COD remittances are paid out through (the built-in sandbox bank). */
  payoutBank: PayoutBank;
  /** The only writer of the member mall's points and their ledger. */
  points: PointsService;
  /** Enhanced SMS to receivers (issue 18), through its provider (the built-in sandbox gateway). */
  sms: SmsService;
  /** Stops what the services started: the jobs (running ones finish or are told to stop), then the change feed's listener. */
  stop: () => Promise<void>;
}

export interface ServiceOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Tests set this to watch idle expiry without waiting half an hour. */
  sessionIdleMs?: number;
}

export async function buildServices({ config, database, log, sessionIdleMs }: ServiceOptions): Promise<Services> {
  const db = database.db;
  const changes = new ChangeFeed();
  const texts = new MessageTexts(db, changes);
  const network = new NetworkService(db, changes);
  const wallet = new WalletService();
  const notifications = new NotificationService();
  const jobs = new JobQueue(database, { log, work: config.jobsInProcess });
  const services: Omit<Services, 'stop'> = {
    config,
    database,
    db,
    log,
    changes,
    sessions: new SessionService(db, changes, sessionIdleMs ?? config.sessionIdleMinutes * 60_000),
    grants: new PageGrants(db, changes),
    userInfo: new UserInfoService(db, changes, config, texts.translate),
    mailer: new Mailer(db, log, config.smtpUrl, config.mailFrom),
    texts,
    exportSources: new ExportSources(),
    jobs,
    geography: new GeographyService(db),
    network,
    dropPoints: new DropPointService(network),
    pricing: new PricingService(db, changes),
    contexts: new OrderContexts(db, changes),
    waybills: new WaybillNumbers(db),
    wallet,
    tracking: new TrackingService(),
    notifications,
    opsKeys: new OpsKeyService(db),
    payments: new PaymentService(
      { db, settleStatement: settleStatementPayment, wallet, notifications, log, publicUrl: config.publicUrl },
      config.billplz ? new BillplzGateway(config.billplz) : await SandboxGateway.open(db, config.publicUrl, config.sandboxPaymentKey),
    ),
    payoutBank: new SandboxPayoutBank(db),
    points: new PointsService(),
    sms: new SmsService(jobs, await SandboxSmsProvider.open(db, jobs)),
  };
  await texts.start();
  const stopListening = await changes.start(database);
  return {
    ...services,
    stop: async () => {
      await services.jobs.stop();
      await stopListening();
    },
  };
}
