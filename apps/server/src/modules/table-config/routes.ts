import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { pagingParameter, tabKeySchema, tableConfig, userColumnSetting } from '@portal/shared/table-config';
import { singleLine } from '@portal/shared/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentVersion } from '../../lib/config-versions.ts';
import { PortalError } from '../../lib/errors.ts';
import {
  addConfiguration,
  deleteConfigurations,
  importConfigurations,
  restoreBuiltInConfigurations,
  rewriteConfiguration,
} from './edit-configs.ts';
import type { TableConfigDeps } from './module.ts';
import { configByKey, exportableConfigs, listConfigs, resetUserSetting, saveUserSetting, userSettingOf } from './repository.ts';

const nameSchema = singleLine({ error: 'invalidParameter' }).trim().min(1).max(200);
const ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
const configInput = z.object({ tabKey: tabKeySchema, name: nameSchema, tabValue: tableConfig });

const iso = (d: Date) => d.toISOString();

/**
 * Table configurations (spec 3, 7): every user reads a list screen's configuration with their own
 * column setting and saves that setting; only the administrator changes the configurations.
 */
export function tableConfigRoutes(app: FastifyInstance, deps: TableConfigDeps): void {
  const { db } = deps;

  const byKey = async (tabKey: string) => {
    const row = await configByKey(db, tabKey);
    if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    return row;
  };

  app.portal.endpoint({
    name: 'getTableConfig',
    access: 'user',
    parameter: z.object({ tabKey: tabKeySchema }),
    handler: async ({ parameter, caller }) => {
      const row = await byKey(parameter.tabKey);
      return {
        tabKey: row.tabKey,
        name: row.name,
        tabValue: row.tabValue,
        userSetting: await userSettingOf(db, caller.userId, row.tabKey),
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
      return { updateTime: iso(await saveUserSetting(db, caller.userId, parameter.tabKey, parameter.tabValue)) };
    },
  });

  app.portal.endpoint({
    name: 'resetUserTable',
    access: 'user',
    parameter: z.object({ tabKey: tabKeySchema }),
    successMessage: 'resetSuccess',
    handler: async ({ parameter, caller }) => {
      await resetUserSetting(db, caller.userId, parameter.tabKey);
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
    parameter: pagingParameter.extend({ keyword: singleLine().trim().max(100).optional() }),
    handler: async ({ parameter }) => {
      const { total, rows } = await listConfigs(db, parameter);
      return {
        total,
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
    handler: async ({ parameter }) => {
      const row = await addConfiguration(db, parameter);
      return { id: row.id, updateTime: iso(row.updateTime) };
    },
  });

  // `updateTime` is the one the editor loaded: a configuration changed since then is not overwritten.
  app.portal.endpoint({
    name: 'updateTableLists',
    access: 'admin',
    parameter: z.object({
      id: z.number().int().positive(),
      name: nameSchema,
      tabValue: tableConfig,
      updateTime: singleLine().max(40).optional(),
    }),
    successMessage: 'editSuccess',
    handler: async ({ parameter }) => {
      const change = { name: parameter.name, tabValue: parameter.tabValue };
      const row = await rewriteConfiguration(db, parameter.id, change, parameter.updateTime);
      return { id: row.id, updateTime: iso(row.updateTime) };
    },
  });

  // A built-in configuration belongs to a screen of the portal: deleting it would break the screen.
  app.portal.endpoint({
    name: 'deleteTableLists',
    access: 'admin',
    parameter: ids,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter }) => ({ deleted: await deleteConfigurations(db, parameter.ids) }),
  });

  // Configurations travel between installations as JSON (the editor saves it as a file).
  app.portal.endpoint({
    name: 'exportTableList',
    access: 'admin',
    parameter: z.object({ ids: z.array(z.number().int().positive()).max(500).optional() }),
    handler: async ({ parameter }) => {
      return { fileName: 'table-configurations.json', configs: await exportableConfigs(db, parameter.ids) };
    },
  });

  // All or nothing: one invalid configuration refuses the whole file.
  app.portal.endpoint({
    name: 'importTableList',
    access: 'admin',
    parameter: z.object({ configs: z.array(configInput).min(1).max(500) }),
    successMessage: 'importSuccess',
    handler: async ({ parameter }) => importConfigurations(db, parameter.configs),
  });

  // Restores every built-in configuration to what the release ships; added ones stay as they are.
  app.portal.endpoint({
    name: 'sendSyncTableList',
    access: 'admin',
    parameter: emptyParameter,
    successMessage: 'resetSuccess',
    handler: async () => restoreBuiltInConfigurations(db, deps.builtInTables),
  });
}
