import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { opsKeys } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** The prefix says what a key is when one turns up in a log or a config file. */
const PREFIX = 'ops_';

/**
 * Keys of the courier's own systems for /ops/v1 (not customer sessions). A key is shown once when
 * made; only its SHA-256 is stored. Each batch looks its key up (one indexed read per batch of up
 * to 1,000 events), so a revoked key stops at once in every process.
 */
export class OpsKeyService {
  constructor(private readonly db: Db) {}

  async create(name: string): Promise<{ id: number; key: string }> {
    const key = `${PREFIX}${newToken()}`;
    const [row] = await this.db
      .insert(opsKeys)
      .values({ name, keyHash: hashToken(key) })
      .returning({ id: opsKeys.id });
    return { id: row!.id, key };
  }

  /** Makes a key given by the deployment valid (once: its hash is unique). Refuses one without the prefix. */
  async ensure(name: string, key: string): Promise<void> {
    if (!key.startsWith(PREFIX) || key.length < PREFIX.length + 16)
      throw new Error(`OPS_KEY must start with ${PREFIX} and hold at least 16 more characters`);
    await this.db
      .insert(opsKeys)
      .values({ name, keyHash: hashToken(key) })
      .onConflictDoNothing();
  }

  /** The key's id and name, or null for a missing, unknown or revoked key. */
  async verify(key: string | undefined): Promise<{ id: number; name: string } | null> {
    if (!key?.startsWith(PREFIX) || key.length > 200) return null;
    const [row] = await this.db
      .select({ id: opsKeys.id, name: opsKeys.name })
      .from(opsKeys)
      .where(and(eq(opsKeys.keyHash, hashToken(key)), isNull(opsKeys.revokedAt)));
    return row ?? null;
  }

  /**
   * The id of an in-process sender's own key, made on its first use: the demo simulator records
   * through the ingest directly (no HTTP), so it needs the key's id for attribution, never its text.
   */
  async idFor(name: string): Promise<number> {
    const [row] = await this.db
      .select({ id: opsKeys.id })
      .from(opsKeys)
      .where(and(eq(opsKeys.name, name), isNull(opsKeys.revokedAt)))
      .orderBy(opsKeys.id)
      .limit(1);
    return row?.id ?? (await this.create(name)).id;
  }

  async revoke(id: number): Promise<boolean> {
    const rows = await this.db
      .update(opsKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(opsKeys.id, id), isNull(opsKeys.revokedAt)))
      .returning({ id: opsKeys.id });
    return rows.length > 0;
  }
}
