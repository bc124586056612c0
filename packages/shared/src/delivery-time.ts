import { EAST_MALAYSIA_STATES } from './pricing.ts';
import { DAY_MS, MALAYSIA_OFFSET_MS } from './time.ts';

/**
 * The courier's promised delivery time by route, in days after pick-up (issue 15): within
 * a Peninsular state next day; between Peninsular states D+2..D+3; to, from or within East Malaysia
 * D+4..D+7 (within one East Malaysian state D+2..D+3: long roads, few flights). The simulator ages
 * parcels by it, the aging query and the dashboard's on-time rate measure against `max`. Days are
 * Malaysian calendar days (D+1 is the day after the pick-up's day, whatever the hour): the courier
 * runs every day, and a state's weekend or holiday is not taken off (docs/decisions.md "Dashboard
 * figures"). The database applies the same rule in SQL (migration 0012, `promised_max_days`,
 * `route_class`); a test compares the two for every pair of states.
 */
export interface PromisedDays {
  min: number;
  max: number;
}

const isEast = (state: string) => (EAST_MALAYSIA_STATES as readonly string[]).includes(state);

/** The courier's three promises: next day, D+2..3, D+4..7. */
const PROMISES: readonly PromisedDays[] = [
  { min: 1, max: 1 },
  { min: 2, max: 3 },
  { min: 4, max: 7 },
];
const [NEXT_DAY, NEAR, FAR] = PROMISES as [PromisedDays, PromisedDays, PromisedDays];

export function promisedDays(fromState: string, toState: string): PromisedDays {
  const east = isEast(fromState) || isEast(toState);
  if (fromState === toState) return { ...(east ? NEAR : NEXT_DAY) };
  return { ...(east ? FAR : NEAR) };
}

/** The promise whose maximum is `max` (what the figures store per parcel), for showing its range. */
export const promiseWithMax = (max: number): PromisedDays => ({ ...(PROMISES.find((p) => p.max === max) ?? { min: max, max }) });

/** Spec 4's route classes, for grouping the aging query. */
export const ROUTE_CLASSES = ['withinState', 'peninsular', 'eastMalaysia'] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];
export function routeClass(fromState: string, toState: string): RouteClass {
  if (isEast(fromState) || isEast(toState)) return 'eastMalaysia';
  return fromState === toState ? 'withinState' : 'peninsular';
}

const malaysianDayNumber = (at: Date) => Math.floor((at.getTime() + MALAYSIA_OFFSET_MS) / DAY_MS);

/**
 * The measured delivery time, D+n: Malaysian calendar days from the pick-up's day to the signing's
 * (0 when signed the day it was picked up; never below 0 when a handheld's clock ran behind).
 */
export const deliveryDays = (pickedUpAt: Date, signedAt: Date): number =>
  Math.max(0, malaysianDayNumber(signedAt) - malaysianDayNumber(pickedUpAt));

/** Signed on time: within the route's promised maximum. */
export const deliveredOnTime = (fromState: string, toState: string, pickedUpAt: Date, signedAt: Date): boolean =>
  deliveryDays(pickedUpAt, signedAt) <= promisedDays(fromState, toState).max;
