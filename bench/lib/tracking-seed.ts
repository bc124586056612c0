// The tracking events of the tracking bench (bench/tracking-server.ts): for every order lib/order-seed.ts made,
// the events its status says it went through, ~10 an order, made in the database (INSERT ... SELECT).

import {
  PORTAL_EVENT_RANKS,
  PROBLEM_REASON_LIST,
  PROBLEM_REASONS,
  type ProblemReason,
  type ScanCode,
  scanOutcome,
} from '@portal/shared/scans';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { poolOf } from './order-seed.ts';

/** Where a step happens on the parcel's route: the first mile's site, the two hubs, the last mile's site; '' for the portal's own. */
type Where = 'origin' | 'originHub' | 'destHub' | 'dest' | '';

interface Step {
  scanCode: ScanCode | null;
  status: string;
  rank: number;
  where: Where;
  /** A problem scan's reason; null: the order's own (the one the seeding gave it for its status). */
  reason: ProblemReason | null;
}

const portal = (status: 'PENDING' | 'CANCEL_ORDER'): Step => ({
  scanCode: null,
  status,
  rank: PORTAL_EVENT_RANKS[status],
  where: '',
  reason: null,
});

const scan = (code: ScanCode, where: Where, reason: ProblemReason | null = null): Step => ({
  scanCode: code,
  ...scanOutcome(code, reason),
  where,
  reason,
});

/** A problem scan for a status (PICKUP_FAILED, UNSIGNED, PROBLEM) with the order's own reason: its status is that reason's. */
const problem = (status: string, where: Where): Step => ({
  ...scan(110, where, PROBLEM_REASON_LIST.find((r) => PROBLEM_REASONS[r].status === status)!),
  reason: null,
});

const placed = portal('PENDING');
/** Dispatched to the site, given to a rider, picked up; or handed in at a counter. */
const firstMile = (pickUp: boolean) =>
  pickUp ? [placed, scan(1, 'origin'), scan(2, 'origin'), scan(10, 'origin')] : [placed, scan(200, 'origin')];
/** Out of the first site, through both hubs, into the last site. */
const LINE_HAUL: Step[] = [
  scan(20, 'origin'),
  scan(30, 'originHub'),
  scan(20, 'originHub'),
  scan(30, 'destHub'),
  scan(20, 'destHub'),
  scan(30, 'dest'),
];
/** How far along the line-haul an IN_TRANSIT or PROBLEM parcel is: 1 to LINE_HAUL.length steps (by its id). */
const DEPTHS = LINE_HAUL.map((_, i) => i + 1);

/**
 * Each life the seeding's statuses stand for, by key `<P|D>:<status>:<depth>` (P PICK UP, D DROP OFF;
 * depth 0 but for IN_TRANSIT and PROBLEM): the events that led the order to its status, oldest first.
 */
function lives(): Map<string, Step[]> {
  const out = new Map<string, Step[]>();
  for (const pickUp of [true, false]) {
    const key = (status: string, depth = 0) => `${pickUp ? 'P' : 'D'}:${status}:${depth}`;
    const first = firstMile(pickUp);
    const delivering = [...first, ...LINE_HAUL, scan(94, 'dest')];
    const returning = [...delivering, scan(110, 'dest', 'RECEIVER_ABSENT'), scan(172, 'dest')];
    out.set(key('PENDING'), [placed]);
    out.set(key('CANCEL_ORDER'), [placed, portal('CANCEL_ORDER')]);
    out.set(key('PUSAT_DISPATCH'), firstMile(true).slice(0, 2));
    out.set(key('DISPATCH'), firstMile(true).slice(0, 3));
    out.set(key('PICKUP_FAILED'), [...firstMile(true).slice(0, 3), problem('PICKUP_FAILED', 'origin')]);
    out.set(key('GOT'), first);
    for (const depth of DEPTHS) {
      out.set(key('IN_TRANSIT', depth), [...first, ...LINE_HAUL.slice(0, depth)]);
      out.set(key('PROBLEM', depth), [...first, ...LINE_HAUL.slice(0, depth), problem('PROBLEM', LINE_HAUL[depth - 1]!.where)]);
    }
    out.set(key('DELIVERING'), delivering);
    out.set(key('UNSIGNED'), [...delivering, problem('UNSIGNED', 'dest')]);
    out.set(key('SIGNED'), [...delivering, scan(100, 'dest')]);
    out.set(key('RETURNING'), returning);
    out.set(key('RETURNED'), [...returning, scan(20, 'dest'), scan(30, 'origin'), scan(173, 'origin')]);
  }
  return out;
}

/** The life of each order and where it runs: its first site one of the sender's state, its last one of the receiver's (else their hubs). */
const LIVES = `
create table bench_lives as
with o as (
  select id, waybill_no, created_at, status_at, problem_reason, signer_name, created_by, sender_prov, receiver_prov,
    case when serve_type = 'PICK UP' then 'P' else 'D' end || ':' || status || ':' ||
      case when status in ('IN_TRANSIT', 'PROBLEM') then 1 + id % ${DEPTHS.length} else 0 end as life
  from orders
)
select o.id as order_id, o.waybill_no, o.created_at as t0, coalesce(o.status_at, o.created_at) as t1, o.problem_reason,
  o.signer_name, o.created_by, 'R' || (1000 + o.id % 9000) as courier, o.life, s.steps,
  os.code as origin, oh.hub as origin_hub, coalesce(dh.hub, oh.hub) as dest_hub, coalesce(ds.code, dh.hub, oh.hub) as dest
from o
  join (select life, max(step) as steps from bench_steps group by life) s on s.life = o.life
  join bench_states oh on oh.state = o.sender_prov
  join bench_state_sites os on os.state = o.sender_prov and os.n = o.id % oh.sites
  left join bench_states dh on dh.state = o.receiver_prov
  left join bench_state_sites ds on ds.state = o.receiver_prov and ds.n = o.id % dh.sites`;

/**
 * The `step`-th event of every life that long: its time spread evenly between the order's placing and
 * its status's time (the last event's), its site, its id as the simulator names its scans, what a
 * courier's scan says beyond its code (the rider, the signer, the problem reason), the portal's by whom.
 */
const EVENTS = `
insert into tracking_events (order_id, status, location, detail, at, event_id, scan_code, rank)
select l.order_id, s.status,
  case s.site when 'origin' then l.origin when 'originHub' then l.origin_hub when 'destHub' then l.dest_hub
    when 'dest' then l.dest else '' end,
  case when s.scan_code is null then jsonb_strip_nulls(jsonb_build_object('by', l.created_by))
    else jsonb_strip_nulls(jsonb_build_object(
      'courier', case when s.scan_code in (10, 94, 100, 110, 172) then l.courier end,
      'signerName', case when s.scan_code = 100 then l.signer_name end,
      'problemReason', case when s.scan_code = 110 then coalesce(s.reason, l.problem_reason) end)) end,
  l.t0 + (l.t1 - l.t0) * ((s.step - 1)::float8 / greatest(l.steps - 1, 1)),
  case when s.scan_code is not null then 'sim-' || l.waybill_no || '-' || s.step end,
  s.scan_code, s.rank
from bench_lives l join bench_steps s on s.life = l.life and s.step = $1
where l.steps >= $1`;

/**
 * `load` with the indexes and constraints of `tracking_events` but its primary key (the order's events
 * index, the event id's uniqueness, the reference to the order) dropped, then made again as the schema
 * made them (their definitions read back from the catalogue): built once over the loaded rows, rather
 * than 10,000,000 inserts each at a random place in two large indexes and a look-up in `orders`.
 */
async function withoutIndexes(db: Db, load: () => Promise<void>): Promise<void> {
  const pool = poolOf(db);
  type Definition = { name: string; def: string };
  const { rows: constraints } = (await pool.query(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'tracking_events'::regclass and contype <> 'p'`,
  )) as { rows: Definition[] };
  const { rows: indexes } = (await pool.query(
    `select c.relname as name, pg_get_indexdef(c.oid) as def from pg_index x join pg_class c on c.oid = x.indexrelid
     where x.indrelid = 'tracking_events'::regclass and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  )) as { rows: Definition[] };
  for (const c of constraints) await pool.query(`alter table tracking_events drop constraint "${c.name}"`);
  for (const i of indexes) await pool.query(`drop index "${i.name}"`);
  await load();
  for (const i of indexes) await pool.query(i.def);
  for (const c of constraints) await pool.query(`alter table tracking_events add constraint "${c.name}" ${c.def}`);
}

/**
 * Every order's events (lib/order-seed.ts's orders, their statuses, times, signers and reasons), a
 * step at a time over all orders: an order's events lie far apart in the table, as events that came
 * in over days among other parcels' do; its indexes built after (withoutIndexes). `tracking_events`
 * analyzed, autovacuum off for it as for `orders` (no vacuum starts in the middle of a measurement).
 * Answers how many events it made.
 */
export async function seedTrackingEvents(db: Db): Promise<number> {
  const started = performance.now();
  const steps = [...lives()].flatMap(([life, list]) =>
    list.map((s, i) => sql`(${life}, ${i + 1}, ${s.status}, ${s.scanCode}::smallint, ${s.rank}::smallint, ${s.where}, ${s.reason})`),
  );
  await db.execute(
    sql.raw('create table bench_steps (life text, step int, status text, scan_code smallint, rank smallint, site text, reason text)'),
  );
  await db.execute(sql`insert into bench_steps values ${sql.join(steps, sql`, `)}`);
  // The open sites of each state (hubs, branches, outlets), numbered, and the state's hub (its first by code).
  await db.execute(
    sql.raw(`create table bench_state_sites as select state, (row_number() over (partition by state order by code))::int - 1 as n, code
      from network_sites where level >= 2 and enabled and state is not null`),
  );
  await db.execute(
    sql.raw(`create table bench_states as select state, count(*)::int as sites,
      coalesce(min(code) filter (where level = 2), min(code)) as hub
      from network_sites where level >= 2 and enabled and state is not null group by state`),
  );
  await db.execute(sql.raw(LIVES));
  const { rows } = (await poolOf(db).query('select max(steps) as n from bench_lives')) as { rows: { n: number }[] };
  let events = 0;
  await withoutIndexes(db, async () => {
    for (let step = 1; step <= Number(rows[0]?.n ?? 0); step++) {
      const inserted = (await poolOf(db).query(EVENTS, [step])) as { rowCount: number };
      events += inserted.rowCount;
    }
  });
  for (const table of ['bench_lives', 'bench_states', 'bench_state_sites', 'bench_steps']) await db.execute(sql.raw(`drop table ${table}`));
  await db.execute(sql.raw('alter table tracking_events set (autovacuum_enabled = false)'));
  await db.execute(sql.raw('analyze tracking_events'));
  console.error(`tracking: ${events.toLocaleString('en')} events in ${Math.round(performance.now() - started)} ms`);
  return events;
}
