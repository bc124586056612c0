import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';

/**
 * What changed, so every server process can drop what it cached about it:
 * `user:<id>`, `customer:<id>`, `session:<tokenHash>`, `i18n` (the texts), `tariff` (a new tariff line),
 * `dropPoints` (a drop point added, changed or closed), or `*` for anything.
 */
export type ChangeTopic = `user:${number}` | `customer:${number}` | `session:${string}` | 'i18n' | 'tariff' | 'dropPoints' | '*';

const CHANNEL = 'portal_changes';

/**
 * Changes travel by PostgreSQL NOTIFY (PGlite has it too). Sent inside the writing transaction,
 * the notice reaches every process only once the change is committed; the writing process also
 * drops its own entries at once, so its next request never sees the old value.
 */
export class ChangeFeed {
  private readonly subscribers = new Set<(topic: string) => void>();

  async start(database: Database): Promise<() => Promise<void>> {
    return database.listen(CHANNEL, (payload) => this.deliver(payload || '*'));
  }

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
