import { type PromisedDays, promisedDays } from '@portal/shared/delivery-time';
import type { OrderStatus } from '@portal/shared/order';
import { EAST_MALAYSIA_STATES } from '@portal/shared/pricing';
import { type ProblemReason, type ScanCode, scanOutcome } from '@portal/shared/scans';
import { type Random, seededRandom } from './random.ts';

/**
 * How often each turn of a parcel's life happens (docs/decisions.md "The simulator"). The shares are
 * of all parcels; the planner unit test holds 2,000 seeded lives to them.
 */
export const SIMULATOR_RATES = {
  /** PICK UP only: the rider finds the shipper not ready (110 SENDER_NOT_READY); collected the next working day. */
  pickupFailed: 0.04,
  /** A parcel that is delivered in the end fails its first attempt (receiver absent, unreachable, rescheduled). */
  firstAttemptFails: 0.08,
  /** Of those, the second attempt fails too: held at the outlet, where the receiver collects it. */
  secondAttemptFails: 0.2,
  /** Attempts used up (or refused): back to the shipper, 172 then 173 some days later. */
  returned: 0.02,
  /** An abnormal parcel (110 with DAMAGED, WRONG_ADDRESS, RECEIVER_REFUSED, MISSORTED, WEATHER_OR_ROAD). */
  problem: 0.01,
  /** Arrives a working day after the route's promised maximum. */
  late: 0.05,
} as const;

/** What becomes of a parcel with each problem: where it is found, and whether it is delivered after all. */
const PROBLEMS = {
  DAMAGED: { weight: 3, found: 'arrival', ends: 'returned' },
  WRONG_ADDRESS: { weight: 3, found: 'door', ends: 'delivered' },
  RECEIVER_REFUSED: { weight: 2, found: 'door', ends: 'returned' },
  MISSORTED: { weight: 1, found: 'lineHaul', ends: 'delivered' },
  WEATHER_OR_ROAD: { weight: 1, found: 'lineHaul', ends: 'delivered' },
} as const satisfies Partial<Record<ProblemReason, { weight: number; found: string; ends: string }>>;
type Problem = keyof typeof PROBLEMS;

/** A life the demo seed asks for instead of the one the waybill number draws (to show every status). */
const FORCED_OUTCOMES = ['clean', 'pickupFailed', 'attemptFailed', 'returned', 'problem'] as const;
export type ForcedOutcome = (typeof FORCED_OUTCOMES)[number];
export const isForcedOutcome = (value: string | null | undefined): value is ForcedOutcome =>
  (FORCED_OUTCOMES as readonly string[]).includes(value ?? '');

/** The order as the planner reads it. */
export interface LifeOrder {
  waybillNo: string;
  serveType: string;
  senderState: string;
  senderCity: string;
  receiverState: string;
  receiverCity: string;
  receiverName: string;
  /** DROP OFF: the counter chosen, when one was. */
  dropPointCode: string | null;
  /** PICK UP: when the shipper wants the rider. */
  pickupAt: Date | null;
  codSen: number;
  createdAt: Date;
}

/** A site of the courier's network: the drop points, a hub being one that takes Cargo (a floor scale and a dock). */
export interface Site {
  code: string;
  state: string;
  city: string;
  hub: boolean;
}

export interface PlannedScan {
  /** Its place in the life, from 0: with the waybill number, the scan's event id. */
  step: number;
  at: Date;
  scanCode: ScanCode;
  siteCode: string;
  courier?: string;
  signerName?: string;
  problemReason?: ProblemReason;
  codCollectedSen?: number;
  photoRef?: string;
}

interface LifeDraw {
  pickupFails: boolean;
  /** Delivery attempts that fail before the parcel is signed for or sent back. */
  failedAttempts: number;
  ending: 'signed' | 'returned' | 'problem';
  problem: Problem;
  late: boolean;
}

export interface Life {
  scans: PlannedScan[];
  draw: LifeDraw;
  /** Site codes from the first mile to the last: origin site, origin hub, destination hub, destination site. */
  route: string[];
  promised: PromisedDays;
}

// Malaysian time: UTC+8 all year, so days and hours are plain arithmetic on the instant.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MY_OFFSET = 8 * HOUR;
const dayOf = (t: number) => Math.floor((t + MY_OFFSET) / DAY);
const startOf = (day: number) => day * DAY - MY_OFFSET;
const hourOf = (t: number) => (t + MY_OFFSET - dayOf(t) * DAY) / HOUR;
/** Day 0 (1970-01-01) was a Thursday. */
const isSunday = (day: number) => (day + 4) % 7 === 0;

/** Working hours: riders and counters rest on Sunday, hubs and the line-haul run every day. */
interface Hours {
  from: number;
  to: number;
  sundays: boolean;
}
const OFFICE: Hours = { from: 8, to: 20, sundays: false };
const PICKUPS: Hours = { from: 9, to: 19, sundays: false };
const COUNTER: Hours = { from: 9, to: 18, sundays: false };
const HUB: Hours = { from: 7, to: 23, sundays: true };
/** Riders deliver until 21:00. */
const DELIVERY_END_HOUR = 21;

/** The instant itself when it falls in working hours, else the next opening. */
function openAt(t: number, hours: Hours): number {
  let day = dayOf(t);
  if (hours.sundays || !isSunday(day)) {
    const h = hourOf(t);
    if (h < hours.from) return startOf(day) + hours.from * HOUR;
    if (h < hours.to) return t;
  }
  do day++;
  while (!hours.sundays && isSunday(day));
  return startOf(day) + hours.from * HOUR;
}

/** The instant itself when it falls in working hours, else the last working minute before it (every-day hours only). */
function lastOpening(t: number, hours: Hours): number {
  const h = hourOf(t);
  if (h >= hours.from && h < hours.to) return t;
  const day = dayOf(t) - (h < hours.from ? 1 : 0);
  return startOf(day) + hours.to * HOUR - 15 * MINUTE;
}

const nextWorkingDay = (day: number) => {
  let d = day + 1;
  while (isSunday(d)) d++;
  return d;
};
const addWorkingDays = (day: number, n: number) => {
  let d = day;
  for (let i = 0; i < n; i++) d = nextWorkingDay(d);
  return d;
};

/** Working days (Monday to Saturday, Malaysian calendar) after `from`'s day up to and including `to`'s. */
export function workingDaysBetween(from: Date, to: Date): number {
  let n = 0;
  for (let d = dayOf(from.getTime()) + 1; d <= dayOf(to.getTime()); d++) if (!isSunday(d)) n++;
  return n;
}

function drawLife(random: Random, pickUp: boolean, force: ForcedOutcome | null): LifeDraw {
  // Every draw is taken whatever is forced, so a forced life keeps the waybill's own times and names.
  const r = random.next();
  let ending: LifeDraw['ending'] =
    r < SIMULATOR_RATES.problem ? 'problem' : r < SIMULATOR_RATES.problem + SIMULATOR_RATES.returned ? 'returned' : 'signed';
  let pickupFails = pickUp && random.chance(SIMULATOR_RATES.pickupFailed);
  // Attempt failures are drawn among the parcels delivered in the end, so the share of all parcels is the rate.
  let firstFails = random.chance(SIMULATOR_RATES.firstAttemptFails / (1 - SIMULATOR_RATES.problem - SIMULATOR_RATES.returned));
  const secondFails = random.chance(SIMULATOR_RATES.secondAttemptFails);
  let late = random.chance(SIMULATOR_RATES.late);
  const problem = random.weighted(Object.fromEntries(Object.entries(PROBLEMS).map(([k, v]) => [k, v.weight])) as Record<Problem, number>);
  if (force === 'clean') [ending, pickupFails, firstFails, late] = ['signed', false, false, false];
  if (force === 'pickupFailed') pickupFails = pickUp;
  if (force === 'attemptFailed') [ending, firstFails] = ['signed', true];
  if (force === 'returned' || force === 'problem') ending = force;
  const failedAttempts = ending === 'signed' ? (firstFails ? (secondFails ? 2 : 1) : 0) : ending === 'returned' ? (secondFails ? 3 : 2) : 0;
  return { pickupFails, failedAttempts, ending, problem, late };
}

/** Hours on the road (or in the air) between two sites: across town, across the Peninsula, across the sea. */
function travelHours(from: Site, to: Site): [number, number] {
  const east = (s: Site) => (EAST_MALAYSIA_STATES as readonly string[]).includes(s.state);
  if (east(from) !== east(to)) return [18, 30];
  if (from.state === to.state) return [0.75, 2];
  return east(from) ? [8, 14] : [4, 9];
}

const byCode = (a: Site, b: Site) => a.code.localeCompare(b.code);

/** The state's hub (the first by code where a state has two), if it has one. */
const hubOf = (network: readonly Site[], state: string) => network.filter((s) => s.state === state && s.hub).sort(byCode)[0];

/** A site in the town when there is one, else the state's hub, else any site of the state. */
function localSite(network: readonly Site[], state: string, city: string, random: Random): Site {
  const town = network.filter((s) => s.state === state && s.city.toLowerCase() === city.toLowerCase()).sort(byCode);
  if (town.length) return random.pick(town);
  const inState = network.filter((s) => s.state === state).sort(byCode);
  const site = hubOf(network, state) ?? inState[0] ?? [...network].sort(byCode).find((s) => s.hub) ?? network[0];
  if (!site) throw new Error('the simulator needs the courier network (drop points)');
  return site;
}

function routeOf(order: LifeOrder, network: readonly Site[], random: Random) {
  const dropPoint = order.serveType === 'DROP OFF' && order.dropPointCode ? network.find((s) => s.code === order.dropPointCode) : undefined;
  const originSite = dropPoint ?? localSite(network, order.senderState, order.senderCity, random);
  const destSite = localSite(network, order.receiverState, order.receiverCity, random);
  const originHub = originSite.hub ? originSite : (hubOf(network, originSite.state) ?? originSite);
  const destHub = destSite.hub ? destSite : (hubOf(network, destSite.state) ?? destSite);
  const route = [originSite, originHub, destHub, destSite].filter((s, i, all) => i === 0 || s.code !== all[i - 1]!.code);
  return { originSite, destSite, route };
}

const FIRST_NAMES = [
  'Ahmad Faiz',
  'Muhammad Hafiz',
  'Nurul Izzah',
  'Siti Aminah',
  'Tan Wei Jie',
  'Lim Boon Keat',
  'Wong Kah Wai',
  'Chong Mei Ling',
  'Muthu Rajan',
  'Kavitha Subramaniam',
  'Mohd Azlan',
  'Farah Nadia',
  'Ravi Chandran',
  'Ng Siew Lan',
  'Aiman Hakim',
  'Jessica Lau',
];
const RELATIONS = ['family', 'neighbour', 'security guard', 'colleague', 'reception', 'housemate'];
const PROBLEM_AT_DOOR: ProblemReason[] = [
  'RECEIVER_ABSENT',
  'RECEIVER_ABSENT',
  'RECEIVER_ABSENT',
  'RECEIVER_UNREACHABLE',
  'RESCHEDULED_BY_RECEIVER',
];

const riderOf = (random: Random) => `R${random.int(1000, 9999)} ${random.pick(FIRST_NAMES)}`;

/** Who signs: the receiver most often, otherwise someone at the address, named as riders write it. */
const signerOf = (random: Random, receiverName: string) =>
  (random.chance(0.7) ? receiverName : `${random.pick(FIRST_NAMES)} (${random.pick(RELATIONS)})`).slice(0, 100);

/**
 * A parcel's planned life as the courier's systems would scan it: first mile (dispatch, rider,
 * pick-up or the counter), line-haul between the sites and hubs of its route, aged by the route's
 * promised days, then delivery attempts, failures, problems and returns at SIMULATOR_RATES, in
 * working hours (Malaysian time). Decided by the order and its waybill number alone: the same
 * order gives the same life every time it is planned, which is what makes re-runs idempotent.
 */
export function planLife(order: LifeOrder, network: readonly Site[], force: ForcedOutcome | null = null): Life {
  const random = seededRandom(order.waybillNo);
  const pickUp = order.serveType === 'PICK UP';
  const draw = drawLife(random, pickUp, force);
  const { originSite, destSite, route } = routeOf(order, network, random);
  const promised = promisedDays(order.senderState, order.receiverState);
  const problem = PROBLEMS[draw.problem];
  const scans: Omit<PlannedScan, 'step'>[] = [];
  const push = (at: number, scanCode: ScanCode, siteCode: string, extra: Partial<PlannedScan> = {}) => {
    scans.push({ at: new Date(at), scanCode, siteCode, ...extra });
    return at;
  };
  const last = () => scans[scans.length - 1]!.at.getTime();

  // First mile.
  const created = order.createdAt.getTime();
  let pickedUp: number;
  if (pickUp) {
    const courier = riderOf(random);
    const dispatched = push(openAt(created + random.between(5, 45) * MINUTE, OFFICE), 1, originSite.code);
    const assigned = push(openAt(dispatched + random.between(5, 30) * MINUTE, OFFICE), 2, originSite.code, { courier });
    const wanted = order.pickupAt?.getTime() ?? 0;
    // Never before the booked time: the rider comes within the slot's next hour and a quarter.
    const target = wanted > assigned ? wanted + random.between(0, 75) * MINUTE : assigned + random.between(30, 300) * MINUTE;
    pickedUp = Math.max(openAt(Math.max(target, assigned + 10 * MINUTE), PICKUPS), Math.ceil(wanted / 1000) * 1000);
    if (draw.pickupFails) {
      push(pickedUp, 110, originSite.code, { courier, problemReason: 'SENDER_NOT_READY' });
      pickedUp = startOf(nextWorkingDay(dayOf(pickedUp))) + random.between(10, 16) * HOUR;
    }
    push(pickedUp, 10, originSite.code, { courier });
  } else {
    pickedUp = push(openAt(created + random.between(20, 360) * MINUTE, COUNTER), 200, originSite.code, {
      courier: random.pick(FIRST_NAMES),
    });
  }

  // Line-haul: out on the first evening after pick-up, each leg taking its road or flight time and
  // leaving again after sorting; the last leg reaches the delivering site on the morning of the
  // delivery day, which the route's promised days decide.
  const delayed = draw.ending === 'problem' && problem.found === 'lineHaul' ? 1 : 0;
  const days = random.int(promised.min, promised.max) + (draw.late ? 1 : 0) + delayed;
  let day = addWorkingDays(dayOf(pickedUp), days);
  let departure = Math.max(pickedUp + random.between(40, 100) * MINUTE, startOf(dayOf(pickedUp)) + random.between(18, 20) * HOUR);
  for (let leg = 0; leg < route.length - 1; leg++) {
    const [from, to] = [route[leg]!, route[leg + 1]!];
    const lastLeg = leg === route.length - 2;
    const [min, max] = travelHours(from, to);
    const travel = random.between(min, max) * HOUR;
    // A parcel waits at a hub for the leg that brings it in on the delivery morning.
    if (lastLeg && leg > 0) departure = Math.max(departure, lastOpening(startOf(day) + random.between(7, 8) * HOUR - travel, HUB));
    push(Math.max(openAt(departure, HUB), last() + random.between(5, 30) * MINUTE), 20, from.code);
    push(openAt(last() + travel, HUB), 30, to.code);
    if (delayed && leg === 0) push(last() + random.between(20, 60) * MINUTE, 110, to.code, { problemReason: draw.problem });
    departure = last() + random.between(1, 3) * HOUR;
  }
  if (delayed && route.length === 1)
    push(openAt(pickedUp + random.between(2, 4) * HOUR, HUB), 110, originSite.code, { problemReason: draw.problem });

  // Last mile: a line-haul that ran late moves the delivery day on.
  while (startOf(day) + 10 * HOUR < last()) day = nextWorkingDay(day);
  const courier = riderOf(random);
  const goOut = () => {
    const out = openAt(Math.max(startOf(day) + random.between(8.5, 10.5) * HOUR, last() + 15 * MINUTE), OFFICE);
    push(out, 94, destSite.code, { courier });
    return Math.max(
      Math.min(out + random.between(0.75, 8) * HOUR, startOf(dayOf(out)) + (DELIVERY_END_HOUR - 0.25) * HOUR),
      out + 20 * MINUTE,
    );
  };
  const sendBack = () => {
    day = nextWorkingDay(dayOf(last()));
    push(Math.max(startOf(day) + random.between(9.5, 12) * HOUR, last() + HOUR), 172, destSite.code);
    const back = addWorkingDays(day, promised.max + random.int(1, 3));
    push(startOf(back) + random.between(10, 17) * HOUR, 173, originSite.code, { courier: riderOf(random) });
  };
  const sign = (at: number, extra: Partial<PlannedScan> = {}) =>
    push(at, 100, destSite.code, {
      courier,
      signerName: signerOf(random, order.receiverName),
      photoRef: `pod/${order.waybillNo}.jpg`,
      ...(order.codSen > 0 ? { codCollectedSen: order.codSen } : {}),
      ...extra,
    });

  if (draw.ending === 'problem' && problem.found === 'arrival') {
    push(last() + random.between(20, 90) * MINUTE, 110, destSite.code, {
      problemReason: draw.problem,
      photoRef: `damage/${order.waybillNo}.jpg`,
    });
    sendBack();
  } else if (draw.ending === 'problem' && problem.found === 'door') {
    push(goOut(), 110, destSite.code, { courier, problemReason: draw.problem });
    if (problem.ends === 'returned') sendBack();
    else {
      day = addWorkingDays(dayOf(last()), 2);
      sign(goOut());
    }
  } else {
    for (let attempt = 0; attempt < draw.failedAttempts; attempt++) {
      const held = draw.ending === 'signed' && attempt === 1;
      push(goOut(), 110, destSite.code, { courier, problemReason: held ? 'HELD_AT_OUTLET' : random.pick(PROBLEM_AT_DOOR) });
      day = nextWorkingDay(dayOf(last()));
    }
    if (draw.ending === 'returned') sendBack();
    else if (draw.failedAttempts === 2)
      sign(openAt(startOf(day) + random.between(10, 18) * HOUR, COUNTER), { courier: random.pick(FIRST_NAMES) });
    else sign(goOut());
  }

  // Strictly increasing whole seconds: two scans never share an instant, so the timeline reads one way.
  let previous = 0;
  const planned = scans.map((scan, step) => {
    const at = Math.max(Math.round(scan.at.getTime() / 1000) * 1000, previous + MINUTE);
    previous = at;
    return { ...scan, step, at: new Date(at) };
  });
  return { scans: planned, draw, route: route.map((s) => s.code), promised };
}

/** Where the planned life leaves the parcel at `now`: null while nothing is scanned (still PENDING). */
export function plannedStatusAt(life: Life, now: Date): OrderStatus | null {
  let status: OrderStatus | null = null;
  for (const scan of life.scans) {
    if (scan.at > now) break;
    status = scanOutcome(scan.scanCode, scan.problemReason).status;
  }
  return status;
}
