import type { TableConfig, UserColumnSetting } from '@portal/shared/table-config';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tableConfigs, userTableConfigs } from '../../db/schema/index.ts';
import type { BuiltInTable } from '../../lib/list-kit.ts';

export type ConfigRow = typeof tableConfigs.$inferSelect;
export interface ConfigInput {
  tabKey: string;
  name: string;
  tabValue: TableConfig;
}

/** The built-in configurations (every module's lists.ts), added when missing; the administrator's changes are kept. */
export async function seedBuiltInTables(db: DbOrTx, builtIns: readonly BuiltInTable[]): Promise<void> {
  await db
    .insert(tableConfigs)
    .values(builtIns.map((t) => ({ tabKey: t.tabKey, name: t.name, tabValue: t.config, builtIn: true })))
    .onConflictDoNothing({ target: tableConfigs.tabKey });
}

export async function configByKey(db: DbOrTx, tabKey: string): Promise<ConfigRow | undefined> {
  const [row] = await db.select().from(tableConfigs).where(eq(tableConfigs.tabKey, tabKey));
  return row;
}

// ---- each user's own column setting of a list

export async function userSettingOf(db: DbOrTx, userId: number, tabKey: string): Promise<UserColumnSetting | null> {
  const [own] = await db
    .select({ tabValue: userTableConfigs.tabValue })
    .from(userTableConfigs)
    .where(and(eq(userTableConfigs.userId, userId), eq(userTableConfigs.tabKey, tabKey)));
  return own?.tabValue ?? null;
}

export async function saveUserSetting(db: DbOrTx, userId: number, tabKey: string, tabValue: UserColumnSetting): Promise<Date> {
  const [row] = await db
    .insert(userTableConfigs)
    .values({ userId, tabKey, tabValue })
    .onConflictDoUpdate({ target: [userTableConfigs.userId, userTableConfigs.tabKey], set: { tabValue, updateTime: new Date() } })
    .returning({ updateTime: userTableConfigs.updateTime });
  return row!.updateTime;
}

export async function resetUserSetting(db: DbOrTx, userId: number, tabKey: string): Promise<void> {
  await db.delete(userTableConfigs).where(and(eq(userTableConfigs.userId, userId), eq(userTableConfigs.tabKey, tabKey)));
}

// ---- the administrator's configurations

const keywordWhere = (keyword: string | undefined): SQL | undefined => {
  if (!keyword) return undefined;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(tableConfigs.tabKey, like), ilike(tableConfigs.name, like));
};

/** One page of configurations, newest change first, with the total. */
export async function listConfigs(db: DbOrTx, query: { keyword?: string | undefined; page: number; pageSize: number }) {
  const where = keywordWhere(query.keyword);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(tableConfigs).where(where),
    db
      .select()
      .from(tableConfigs)
      .where(where)
      .orderBy(desc(tableConfigs.updateTime), desc(tableConfigs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { total: total[0]?.n ?? 0, rows };
}

/** Adds a configuration; undefined when its key is taken (the unique key decides, whatever runs at once). */
export async function addConfig(tx: Tx, input: ConfigInput): Promise<{ id: number; updateTime: Date } | undefined> {
  const [row] = await tx
    .insert(tableConfigs)
    .values(input)
    .onConflictDoNothing({ target: tableConfigs.tabKey })
    .returning({ id: tableConfigs.id, updateTime: tableConfigs.updateTime });
  return row;
}

/** A configuration locked for the rest of the transaction (an edit compares its time, then writes). */
export async function lockConfig(tx: Tx, id: number): Promise<ConfigRow | undefined> {
  const [row] = await tx.select().from(tableConfigs).where(eq(tableConfigs.id, id)).for('update');
  return row;
}

export async function rewriteConfig(tx: Tx, id: number, change: { name: string; tabValue: TableConfig }): Promise<Date> {
  const [saved] = await tx
    .update(tableConfigs)
    .set({ ...change, updateTime: new Date() })
    .where(eq(tableConfigs.id, id))
    .returning({ updateTime: tableConfigs.updateTime });
  return saved!.updateTime;
}

export const configsByIds = (db: DbOrTx, ids: number[]) =>
  db.select({ id: tableConfigs.id, builtIn: tableConfigs.builtIn }).from(tableConfigs).where(inArray(tableConfigs.id, ids));

export async function deleteConfigs(tx: Tx, ids: number[]): Promise<void> {
  await tx.delete(tableConfigs).where(inArray(tableConfigs.id, ids));
}

/** The configurations to export (all, or these ids), by key. */
export const exportableConfigs = (db: DbOrTx, ids: number[] | undefined) =>
  db
    .select({ tabKey: tableConfigs.tabKey, name: tableConfigs.name, tabValue: tableConfigs.tabValue })
    .from(tableConfigs)
    .where(ids?.length ? inArray(tableConfigs.id, ids) : undefined)
    .orderBy(tableConfigs.tabKey);

/** Writes a configuration by key; answers whether it was new. */
export async function putConfig(tx: Tx, c: ConfigInput): Promise<boolean> {
  const [row] = await tx
    .insert(tableConfigs)
    .values(c)
    .onConflictDoUpdate({ target: tableConfigs.tabKey, set: { name: c.name, tabValue: c.tabValue, updateTime: new Date() } })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return !!row?.inserted;
}

/** Restores every built-in configuration to what the release ships. */
export async function restoreBuiltIns(tx: Tx, builtIns: readonly BuiltInTable[]): Promise<number> {
  for (const t of builtIns)
    await tx
      .insert(tableConfigs)
      .values({ tabKey: t.tabKey, name: t.name, tabValue: t.config, builtIn: true })
      .onConflictDoUpdate({
        target: tableConfigs.tabKey,
        set: { name: t.name, tabValue: t.config, builtIn: true, updateTime: new Date() },
      });
  return builtIns.length;
}
