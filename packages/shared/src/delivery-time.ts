import { EAST_MALAYSIA_STATES } from './pricing.ts';

/**
 * The courier's promised delivery time by route, in working days after pick-up (issue 15): within
 * a Peninsular state next day; between Peninsular states D+2..D+3; to, from or within East Malaysia
 * D+4..D+7 (within one East Malaysian state D+2..D+3: long roads, few flights). The simulator ages
 * parcels by it, the aging query and the dashboard's on-time rate measure against `max`.
 */
export interface PromisedDays {
  min: number;
  max: number;
}

const isEast = (state: string) => (EAST_MALAYSIA_STATES as readonly string[]).includes(state);

export function promisedDays(fromState: string, toState: string): PromisedDays {
  const east = isEast(fromState) || isEast(toState);
  if (fromState === toState) return east ? { min: 2, max: 3 } : { min: 1, max: 1 };
  return east ? { min: 4, max: 7 } : { min: 2, max: 3 };
}

/** Spec 4's route classes, for grouping the aging query. */
export type RouteClass = 'withinState' | 'peninsular' | 'eastMalaysia';
export function routeClass(fromState: string, toState: string): RouteClass {
  if (isEast(fromState) || isEast(toState)) return 'eastMalaysia';
  return fromState === toState ? 'withinState' : 'peninsular';
}
