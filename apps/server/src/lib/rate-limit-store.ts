// @ts-expect-error: the plugin's in-memory store ships without types; its contract is the plugin's custom store.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}

/**
 * @fastify/rate-limit's in-memory counter, answering each request with the count as it was at that request.
 * The plugin's own store hands every request the same live counter object, and the plugin reads it after an
 * await: twenty requests arriving in one tick all read the twentieth count, so all twenty are refused where
 * ten were allowed (it refused a test's changed password under load, 2026-12-08), and RateLimit-Remaining says
 * 0 to every one. A copy of the count at each increment makes the decision per request.
 */
export class SnapshotRateLimitStore implements Store {
  private readonly inner: Store;

  constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number } | Store) {
    this.inner =
      'incr' in options
        ? options
        : (new LocalStore(options.continueExceeding, options.exponentialBackoff, (options as { cache?: number }).cache) as Store);
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.inner.incr(key, (err, res) => cb(err, res && { current: res.current, ttl: res.ttl }), timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.inner.read(key, cb, timeWindow, max);
  }

  child(routeOptions: object): Store {
    return new SnapshotRateLimitStore(this.inner.child(routeOptions));
  }
}
