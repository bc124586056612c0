import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { configVersions } from '../db/schema/index.ts';

/** What the portal caches by version: the language pack, the table configurations and the region tree. */
export type VersionedConfig = 'i18n' | 'tables' | 'geography';

export async function currentVersion(db: DbOrTx, name: VersionedConfig): Promise<number> {
  const [row] = await db.select({ version: configVersions.version }).from(configVersions).where(eq(configVersions.name, name));
  return row?.version ?? 1;
}

/** Every change moves the version on, so every portal reloads what it cached. */
export async function bumpVersion(db: DbOrTx, name: VersionedConfig): Promise<number> {
  const [row] = await db
    .insert(configVersions)
    .values({ name, version: 2 })
    .onConflictDoUpdate({ target: configVersions.name, set: { version: sql`${configVersions.version} + 1`, updateTime: new Date() } })
    .returning({ version: configVersions.version });
  return row!.version;
}
