import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { pagingParameter, tabKeySchema, tableConfig, userColumnSetting } from '@portal/shared/table-config';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tableConfigs, userTableConfigs } from '../../db/schema/index.ts';
import { bumpVersion, currentVersion } from '../../lib/config-versions.ts';
import { PortalError } from '../../lib/errors.ts';
import { BUILT_IN_TABLES } from './built-in.ts';
import type { TableConfigDeps } from './module.ts';

const nameSchema = z.string({ error: 'invalidParameter' }).trim().min(1).max(200);
const ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
const configInput = z.object({ tabKey: tabKeySchema, name: nameSchema, tabValue: tableConfig });

/** The built-in configurations, added when missing; the administrator's changes are kept. */
export async function seedBuiltInTables(db: DbOrTx): Promise<void> {
  await db
    .insert(tableConfigs)
    .values(BUILT_IN_TABLES.map((t) => ({ tabKey: t.tabKey, name: t.name, tabValue: t.config, builtIn: true })))
    .onConflictDoNothing({ target: tableConfigs.tabKey });
}

const iso = (d: Date) => d.toISOString();

/**
 * Table configurations (spec 3, 7): every user reads a list screen's configuration with their own
 * column setting and saves that setting; only the administrator changes the configurations.
 */
export function tableConfigRoutes(app: FastifyInstance, deps: TableConfigDeps): void {
  const { db } = deps;

  const byKey = async (tabKey: string) => {
    const [row] = await db.select().from(tableConfigs).where(eq(tableConfigs.tabKey, tabKey));
    if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    return row;
  };

  app.portal.endpoint({
    name: 'getTableConfig',
    access: 'user',
    parameter: z.object({ tabKey: tabKeySchema }),
    handler: async ({ parameter, caller }) => {
      const row = await byKey(parameter.tabKey);
      const [own] = await db
        .select({ tabValue: userTableConfigs.tabValue })
        .from(userTableConfigs)
        .where(and(eq(userTableConfigs.userId, caller.userId), eq(userTableConfigs.tabKey, row.tabKey)));
      return {
        tabKey: row.tabKey,
        name: row.name,
        tabValue: row.tabValue,
        userSetting: own?.tabValue ?? null,
        updateTime: iso(row.updateTime),
      };
    },
  });

  // Spec 4: the column-setting dialog saves the user's own arrangement (keyed by the user).
  app.portal.endpoint({
    name: 'updateUserTable',
    access: 'user',
    parameter: z.object({ tabKey: tabKeySchema, tabValue: userColumnSetting }),
    successMessage: 'editSuccess',
    handler: async ({ parameter, caller }) => {
      await byKey(parameter.tabKey);
      const [row] = await db
        .insert(userTableConfigs)
        .values({ userId: caller.userId, tabKey: parameter.tabKey, tabValue: parameter.tabValue })
        .onConflictDoUpdate({
          target: [userTableConfigs.userId, userTableConfigs.tabKey],
          set: { tabValue: parameter.tabValue, updateTime: new Date() },
        })
        .returning({ updateTime: userTableConfigs.updateTime });
      return { updateTime: iso(row!.updateTime) };
    },
  });

  app.portal.endpoint({
    name: 'resetUserTable',
    access: 'user',
    parameter: z.object({ tabKey: tabKeySchema }),
    successMessage: 'resetSuccess',
    handler: async ({ parameter, caller }) => {
      await db
        .delete(userTableConfigs)
        .where(and(eq(userTableConfigs.userId, caller.userId), eq(userTableConfigs.tabKey, parameter.tabKey)));
      return null;
    },
  });

  app.portal.endpoint({
    name: 'getVCode',
    access: 'user',
    parameter: emptyParameter,
    handler: async () => ({ version: await currentVersion(db, 'tables') }),
  });

  app.portal.endpoint({
    name: 'getTableLists',
    access: 'admin',
    parameter: pagingParameter.extend({ keyword: z.string().trim().max(100).optional() }),
    handler: async ({ parameter }) => {
      const like = parameter.keyword ? `%${parameter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = like ? or(ilike(tableConfigs.tabKey, like), ilike(tableConfigs.name, like)) : undefined;
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(tableConfigs).where(where),
        db
          .select()
          .from(tableConfigs)
          .where(where)
          .orderBy(desc(tableConfigs.updateTime), desc(tableConfigs.id))
          .limit(parameter.pageSize)
          .offset((parameter.page - 1) * parameter.pageSize),
      ]);
      return {
        total: total[0]?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          tabKey: r.tabKey,
          name: r.name,
          tableApi: r.tabValue.tableApi,
          columns: r.tabValue.columnList.length,
          builtIn: r.builtIn,
          tabValue: r.tabValue,
          updateTime: iso(r.updateTime),
        })),
      };
    },
  });

  app.portal.endpoint({
    name: 'addTableLists',
    access: 'admin',
    parameter: configInput,
    successMessage: 'addSuccess',
    handler: async ({ parameter }) =>
      db.transaction(async (tx) => {
        const [clash] = await tx.select({ id: tableConfigs.id }).from(tableConfigs).where(eq(tableConfigs.tabKey, parameter.tabKey));
        if (clash) throw new PortalError(Code.CONFLICT, 'tableKeyExists');
        const [row] = await tx
          .insert(tableConfigs)
          .values({ tabKey: parameter.tabKey, name: parameter.name, tabValue: parameter.tabValue })
          .returning({ id: tableConfigs.id, updateTime: tableConfigs.updateTime });
        await bumpVersion(tx, 'tables');
        return { id: row!.id, updateTime: iso(row!.updateTime) };
      }),
  });

  // `updateTime` is the one the editor loaded: a configuration changed since then is not overwritten.
  app.portal.endpoint({
    name: 'updateTableLists',
    access: 'admin',
    parameter: z.object({
      id: z.number().int().positive(),
      name: nameSchema,
      tabValue: tableConfig,
      updateTime: z.string().max(40).optional(),
    }),
    successMessage: 'editSuccess',
    handler: async ({ parameter }) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(tableConfigs).where(eq(tableConfigs.id, parameter.id)).for('update');
        if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        if (parameter.updateTime && Date.parse(parameter.updateTime) !== row.updateTime.getTime())
          throw new PortalError(Code.CONFLICT, 'changedMeanwhile');
        const [saved] = await tx
          .update(tableConfigs)
          .set({ name: parameter.name, tabValue: parameter.tabValue, updateTime: new Date() })
          .where(eq(tableConfigs.id, row.id))
          .returning({ updateTime: tableConfigs.updateTime });
        await bumpVersion(tx, 'tables');
        return { id: row.id, updateTime: iso(saved!.updateTime) };
      }),
  });

  // A built-in configuration belongs to a screen of the portal: deleting it would break the screen.
  app.portal.endpoint({
    name: 'deleteTableLists',
    access: 'admin',
    parameter: ids,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter }) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: tableConfigs.id, builtIn: tableConfigs.builtIn })
          .from(tableConfigs)
          .where(inArray(tableConfigs.id, parameter.ids));
        if (rows.length !== new Set(parameter.ids).size) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        if (rows.some((r) => r.builtIn)) throw new PortalError(Code.FORBIDDEN, 'builtInTableKept');
        await tx.delete(tableConfigs).where(inArray(tableConfigs.id, parameter.ids));
        await bumpVersion(tx, 'tables');
        return { deleted: rows.length };
      }),
  });

  // Configurations travel between installations as JSON (the editor saves it as a file).
  app.portal.endpoint({
    name: 'exportTableList',
    access: 'admin',
    parameter: z.object({ ids: z.array(z.number().int().positive()).max(500).optional() }),
    handler: async ({ parameter }) => {
      const rows = await db
        .select({ tabKey: tableConfigs.tabKey, name: tableConfigs.name, tabValue: tableConfigs.tabValue })
        .from(tableConfigs)
        .where(parameter.ids?.length ? inArray(tableConfigs.id, parameter.ids) : undefined)
        .orderBy(tableConfigs.tabKey);
      return { fileName: 'table-configurations.json', configs: rows };
    },
  });

  // All or nothing: one invalid configuration refuses the whole file.
  app.portal.endpoint({
    name: 'importTableList',
    access: 'admin',
    parameter: z.object({ configs: z.array(configInput).min(1).max(500) }),
    successMessage: 'importSuccess',
    handler: async ({ parameter }) =>
      db.transaction(async (tx) => {
        let added = 0;
        let updated = 0;
        for (const c of parameter.configs) {
          const [row] = await tx
            .insert(tableConfigs)
            .values({ tabKey: c.tabKey, name: c.name, tabValue: c.tabValue })
            .onConflictDoUpdate({ target: tableConfigs.tabKey, set: { name: c.name, tabValue: c.tabValue, updateTime: new Date() } })
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          if (row?.inserted) added++;
          else updated++;
        }
        await bumpVersion(tx, 'tables');
        return { added, updated };
      }),
  });

  // Restores every built-in configuration to what the release ships; added ones stay as they are.
  app.portal.endpoint({
    name: 'sendSyncTableList',
    access: 'admin',
    parameter: emptyParameter,
    successMessage: 'resetSuccess',
    handler: async () =>
      db.transaction(async (tx) => {
        for (const t of BUILT_IN_TABLES)
          await tx
            .insert(tableConfigs)
            .values({ tabKey: t.tabKey, name: t.name, tabValue: t.config, builtIn: true })
            .onConflictDoUpdate({
              target: tableConfigs.tabKey,
              set: { name: t.name, tabValue: t.config, builtIn: true, updateTime: new Date() },
            });
        const version = await bumpVersion(tx, 'tables');
        return { restored: BUILT_IN_TABLES.length, version };
      }),
  });
}
