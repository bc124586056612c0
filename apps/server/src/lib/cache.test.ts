import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidatingCache } from './cache.ts';

describe('InvalidatingCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires an entry ttl after it was read, however often it is used and updated meanwhile', async () => {
    const cache = new InvalidatingCache<number>(30_000);
    let reads = 0;
    const load = () => cache.load('k', async () => ++reads);
    expect(await load()).toBe(1);
    // Used and re-set every 10 s, as a busy session is: still read again 30 s after the fill.
    for (let i = 0; i < 2; i++) {
      vi.advanceTimersByTime(10_000);
      const value = (await load())!;
      cache.set('k', value, cache.epochNow);
    }
    vi.advanceTimersByTime(9_000);
    expect(await load()).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await load()).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps the value an update stores until the fill expires', async () => {
    const cache = new InvalidatingCache<string>(1_000);
    await cache.load('k', async () => 'read');
    vi.advanceTimersByTime(600);
    cache.set('k', 'derived');
    expect(cache.get('k')).toBe('derived');
    vi.advanceTimersByTime(401);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores nothing read before an invalidation', async () => {
    const cache = new InvalidatingCache<string>(1_000);
    const epoch = cache.epochNow;
    cache.invalidate('other');
    cache.set('k', 'stale', epoch);
    expect(cache.get('k')).toBeUndefined();
    let release!: (v: string) => void;
    const pending = cache.load('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.get('k')).toBeUndefined();
  });
});
