import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';

/**
 * What changed, so every server process can drop what it cached about it:
 * `user:<id>`, `customer:<id>`, `session:<tokenHash>`, `i18n` (the texts), `tariff` (a new tariff line),
 * `network` (a site of the courier's network, drop points among them, added, changed or closed), or `*` for anything.
 */
export type ChangeTopic = `user:${number}` | `customer:${number}` | `session:${string}` | 'i18n' | 'tariff' | 'network' | '*';

const CHANNEL = 'portal_changes';

/**
 * What a cache does on each kind of change it keeps; topics it has no handler for pass it by. `all`
 * runs on `*`: anything may have changed (the feed says so when its listener dropped and when it
 * listens again).
 */
export interface ChangeHandlers {
  user?: (userId: number) => void;
  customer?: (customerId: number) => void;
  session?: (tokenHash: string) => void;
  /** Named topics without an id: 'i18n', 'tariff', 'network'. */
  named?: Partial<Record<'i18n' | 'tariff' | 'network', () => void>>;
  all: () => void;
}

/**
 * Changes travel by PostgreSQL NOTIFY (PGlite has it too). Sent inside the writing transaction,
 * the notice reaches every process only once the change is committed; the writing process also
 * drops its own entries at once, so its next request never sees the old value.
 */
export class ChangeFeed {
  private readonly subscribers = new Set<(topic: string) => void>();

  /** The one way a cache listens: a handler per kind of change it keeps, and what to do when anything changed. */
  watch(handlers: ChangeHandlers): void {
    this.subscribe((topic) => {
      if (topic === '*') return handlers.all();
      const colon = topic.indexOf(':');
      if (colon < 0) return handlers.named?.[topic as 'i18n' | 'tariff' | 'network']?.();
      const kind = topic.slice(0, colon);
      const id = topic.slice(colon + 1);
      if (kind === 'session') handlers.session?.(id);
      else if (kind === 'user') handlers.user?.(Number(id));
      else if (kind === 'customer') handlers.customer?.(Number(id));
    });
  }

  /**
   * Listens for other processes' notices. While the listening connection is lost, and once more when
   * it listens again, every cache is told that anything may have changed (`*`): notices sent in
   * between never arrive.
   */
  async start(database: Database): Promise<() => Promise<void>> {
    return database.listen(CHANNEL, {
      notice: (payload) => this.deliver(payload || '*'),
      outage: () => this.deliver('*'),
    });
  }

  /** Every topic as sent; caches use `watch`. */
  subscribe(onChange: (topic: string) => void): void {
    this.subscribers.add(onChange);
  }

  async publish(db: DbOrTx, topic: ChangeTopic): Promise<void> {
    this.deliver(topic);
    await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
  }

  private deliver(topic: string): void {
    for (const s of this.subscribers) s(topic);
  }
}
