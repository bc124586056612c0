import { TERMINAL_STATUSES } from '@portal/shared/scans';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, networkSites, orders, simulatorLives } from '../../db/schema/index.ts';
import type { NotificationService } from '../notifications/service.ts';
import { type OpsKeyService, recordScans } from '../operations/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import { isForcedOutcome, type LifeOrder, type PlannedScan, planLife, type Site } from './plan.ts';

/** What the runner uses: the scan ingest (the same one POST /ops/v1/scans calls) and its own ops key. */
export interface RunnerDeps {
  db: Db;
  tracking: TrackingService;
  notifications: NotificationService;
  sms: SmsService;
  opsKeys: OpsKeyService;
}

/** The name of the simulator's own ops key, so its scans are told apart from real ones. */
export const SIMULATOR_KEY_NAME = 'demo simulator';
/** Scans per call of the ingest (it takes up to 1,000). */
const SIMULATOR_BATCH = 500;
/** A newly placed order stays PENDING this long in real time before its life starts, so a visitor can still edit or cancel it. */
export const LIVE_START_DELAY_MS = 60_000;

export interface RunOptions {
  /** Simulated minutes per real minute for the orders this run takes up (config.simulatorPace). */
  pace: number;
  now?: Date;
  /** Take up the open orders of these customers as well as those of the demo customers. */
  customerIds?: readonly number[];
  /** False: move only the lives already taken up (the seeded history), take up no order. */
  adopt?: boolean;
  startDelayMs?: number;
  /** Scans one run sends at most, so a backlog is worked off over several runs of bounded length. */
  maxScans?: number;
}

export interface RunResult {
  /** Orders taken up in this run. */
  adopted: number;
  /** Scans sent to the ingest, and what it made of them. */
  sent: number;
  recorded: number;
  duplicates: number;
  rejected: number;
  /** Lives with nothing left to send. */
  finished: number;
}

/** The courier's network as the planner reads it: the open drop points, a hub being one that takes Cargo. */
export async function loadNetwork(db: Db): Promise<Site[]> {
  const rows = await db
    .select({ code: networkSites.code, state: networkSites.state, city: networkSites.city, products: networkSites.products })
    .from(networkSites)
    .where(and(eq(networkSites.enabled, true), eq(networkSites.dropOff, true)));
  return rows.map((r) => ({ code: r.code, state: r.state ?? '', city: r.city ?? '', hub: r.products.includes('SC') }));
}

const terminal = sql.raw(TERMINAL_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Takes up the open domestic orders of the demo customers (and of `customerIds`) not yet taken up:
 * each life runs at `pace` from its start, a minute after placing or now, whichever is later.
 */
async function adopt(
  db: Db,
  { pace, now, customerIds, startDelayMs }: Required<Pick<RunOptions, 'pace' | 'now' | 'startDelayMs'>> & RunOptions,
) {
  const whose = customerIds?.length ? sql`(c.demo or c.id = any(${sql.param([...customerIds])}::int[]))` : sql`c.demo`;
  const result = (await db.execute(sql`
    insert into ${simulatorLives} (order_id, pace, started_at)
    select o.id, ${pace}, greatest(o.created_at + ${startDelayMs} * interval '1 millisecond', ${now.toISOString()}::timestamptz)
    from ${orders} o join ${customers} c on c.id = o.customer_id
    where ${whose} and o.kind = 'domestic' and o.status not in (${terminal})
      and not exists (select 1 from ${simulatorLives} l where l.order_id = o.id)
    on conflict do nothing
    returning order_id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** When a planned scan happens in the life's own clock: from its start, at its pace. */
export const scanTime = (life: { startedAt: Date; pace: number; createdAt: Date }, planned: Date): Date =>
  new Date(Math.round((life.startedAt.getTime() + (planned.getTime() - life.createdAt.getTime()) / life.pace) / 1000) * 1000);

/**
 * The real instant of each planned scan of a life: `scanTime`, except that a booked pick-up is never made
 * before its booking. A compressed life (pace above 1) would reach its pick-up scan long before the time
 * the shipper booked; from that scan on, the life's clock waits for the booking and runs on at its pace.
 */
export function lifeClock(
  life: { startedAt: Date; pace: number; createdAt: Date; pickupAt: Date | null },
  plan: { scans: readonly { at: Date; scanCode: number }[] },
): (planned: Date) => Date {
  const compressed = (planned: Date) => scanTime(life, planned);
  const first = plan.scans.find((s) => s.scanCode === 10 || s.scanCode === 110);
  if (!first || !life.pickupAt) return compressed;
  const from = Math.max(compressed(first.at).getTime(), life.pickupAt.getTime());
  return (planned) =>
    planned < first.at
      ? compressed(planned)
      : new Date(Math.ceil((from + (planned.getTime() - first.at.getTime()) / life.pace) / 1000) * 1000);
}

/** The scan as the operations API takes it; its id is the waybill number and the step, so a re-run repeats ids. */
const scanEvent = (waybillNo: string, scan: PlannedScan, at: Date) => ({
  eventId: `sim-${waybillNo}-${scan.step}`,
  waybillNo,
  scanCode: scan.scanCode,
  scannedAt: at.toISOString(),
  siteCode: scan.siteCode,
  ...(scan.courier ? { courier: scan.courier } : {}),
  ...(scan.signerName ? { signerName: scan.signerName } : {}),
  ...(scan.problemReason ? { problemReason: scan.problemReason } : {}),
  ...(scan.photoRef ? { photoRef: scan.photoRef } : {}),
  ...(scan.codCollectedSen !== undefined ? { codCollectedSen: scan.codCollectedSen } : {}),
});

/**
 * One run of the simulator: takes up new orders, then for every open life sends the planned scans
 * whose time has come through the scan ingest, in batches of up to 500, and notes how far each
 * life got. Safe to run twice at once or again after a crash: a scan already stored is a duplicate
 * by its event id and changes nothing.
 */
export async function runSimulator(deps: RunnerDeps, options: RunOptions): Promise<RunResult> {
  const now = options.now ?? new Date();
  const result: RunResult = { adopted: 0, sent: 0, recorded: 0, duplicates: 0, rejected: 0, finished: 0 };
  if (options.adopt !== false) {
    result.adopted = await adopt(deps.db, { ...options, now, startDelayMs: options.startDelayMs ?? LIVE_START_DELAY_MS });
  }
  const lives = await deps.db
    .select({
      orderId: simulatorLives.orderId,
      pace: simulatorLives.pace,
      startedAt: simulatorLives.startedAt,
      sentSteps: simulatorLives.sentSteps,
      outcome: simulatorLives.outcome,
      status: orders.status,
      waybillNo: orders.waybillNo,
      serveType: orders.serveType,
      senderState: orders.senderProv,
      senderCity: orders.senderCity,
      receiverState: orders.receiverProv,
      receiverCity: orders.receiverCity,
      receiverName: orders.receiverName,
      dropPointCode: orders.dropPointCode,
      pickupAt: orders.pickupAt,
      codSen: orders.codSen,
      createdAt: orders.createdAt,
    })
    .from(simulatorLives)
    .innerJoin(orders, eq(orders.id, simulatorLives.orderId))
    .where(and(sql`not ${simulatorLives.done}`, sql`${simulatorLives.startedAt} <= ${now.toISOString()}::timestamptz`));
  if (lives.length === 0) return result;

  const network = await loadNetwork(deps.db);
  const maxScans = options.maxScans ?? 20 * SIMULATOR_BATCH;
  // Each life's due scans, whole lives to a batch (a life has a few dozen scans at most).
  const progress: { orderId: number; sentSteps: number; done: boolean }[] = [];
  const batches: { events: ReturnType<typeof scanEvent>[]; lives: typeof progress }[] = [];
  let queued = 0;
  for (const life of lives) {
    if (TERMINAL_STATUSES.includes(life.status as never)) {
      progress.push({ orderId: life.orderId, sentSteps: life.sentSteps, done: true });
      continue;
    }
    if (queued >= maxScans) break;
    const plan = planLife(life as LifeOrder, network, isForcedOutcome(life.outcome) ? life.outcome : null);
    const clock = lifeClock(life, plan);
    const due = plan.scans.slice(life.sentSteps).filter((scan) => clock(scan.at) <= now);
    if (due.length === 0) continue;
    const events = due.map((scan) => scanEvent(life.waybillNo, scan, clock(scan.at)));
    if (!batches.length || batches[batches.length - 1]!.events.length + events.length > SIMULATOR_BATCH)
      batches.push({ events: [], lives: [] });
    const batch = batches[batches.length - 1]!;
    batch.events.push(...events);
    const sentSteps = life.sentSteps + due.length;
    batch.lives.push({ orderId: life.orderId, sentSteps, done: sentSteps >= plan.scans.length });
    queued += events.length;
  }

  const keyId = batches.length ? await deps.opsKeys.idFor(SIMULATOR_KEY_NAME) : 0;
  for (const batch of batches) {
    const sent = await recordScans(deps, batch.events, { keyId }, now);
    result.sent += sent.received;
    result.recorded += sent.recorded;
    result.duplicates += sent.duplicates;
    result.rejected += sent.rejected.length;
    await noteProgress(deps.db, batch.lives);
    result.finished += batch.lives.filter((l) => l.done).length;
  }
  await noteProgress(deps.db, progress);
  result.finished += progress.length;
  return result;
}

async function noteProgress(db: Db, lives: readonly { orderId: number; sentSteps: number; done: boolean }[]): Promise<void> {
  if (lives.length === 0) return;
  await db.execute(sql`
    update ${simulatorLives} l set sent_steps = v.sent_steps, done = v.done
    from unnest(${sql.param(lives.map((l) => l.orderId))}::bigint[], ${sql.param(lives.map((l) => l.sentSteps))}::int[],
      ${sql.param(lives.map((l) => l.done))}::boolean[]) as v(order_id, sent_steps, done)
    where l.order_id = v.order_id`);
}

/** The ids of customers by their codes (the CLI's --customer). */
export async function customerIdsOf(db: Db, codes: readonly string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.code, [...codes]));
  return rows.map((r) => r.id);
}
