/**
 * A read-through cache that is never the source of truth: entries expire `ttlMs` after they were
 * read from the database, and `invalidate` removes them at once. A load that was under way while
 * anything was invalidated is not stored, so a stale read can never be put back after the change
 * that made it stale. The expiry is absolute: keeping a value derived from a cached one (`set` on a
 * live entry) does not extend it, so an entry used all the time is still read again every `ttlMs`
 * (the bound on staleness should a change notice be lost).
 */
export class InvalidatingCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  async load(key: string, loader: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const startedAt = this.epoch;
    const value = await loader();
    if (value !== undefined) this.set(key, value, startedAt);
    return value;
  }

  /** A mark to pass to `set`, taken before reading what will be stored. */
  get epochNow(): number {
    return this.epoch;
  }

  /**
   * Keeps a value the caller read or derived (a fresher last-seen time, say). Given the epoch taken
   * before the value was read, it stores nothing if anything was invalidated since. A live entry
   * keeps its expiry; only a new one gets `ttlMs` from now.
   */
  set(key: string, value: V, readAtEpoch?: number): void {
    if (readAtEpoch !== undefined && readAtEpoch !== this.epoch) return;
    const now = Date.now();
    const live = this.entries.get(key);
    const expires = live && live.expires >= now ? live.expires : now + this.ttlMs;
    if (!live && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires });
  }

  invalidate(key: string): void {
    this.epoch++;
    this.entries.delete(key);
  }

  invalidateWhere(match: (value: V, key: string) => boolean): void {
    this.epoch++;
    for (const [key, hit] of this.entries) if (match(hit.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }
}
