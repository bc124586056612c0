import { Code } from '@portal/shared/codes';
import type { TableConfig } from '@portal/shared/table-config';
import type { Db } from '../../db/client.ts';
import { bumpVersion } from '../../lib/config-versions.ts';
import { PortalError } from '../../lib/errors.ts';
import type { BuiltInTable } from '../../lib/list-kit.ts';
import {
  addConfig,
  type ConfigInput,
  configsByIds,
  deleteConfigs,
  lockConfig,
  putConfig,
  restoreBuiltIns,
  rewriteConfig,
} from './repository.ts';

/**
 * The administrator's changes of the list configurations. Each is one transaction that bumps the
 * `tables` version with it, so every open screen learns of the change (getVCode) exactly when it is saved.
 */

export async function addConfiguration(db: Db, input: ConfigInput): Promise<{ id: number; updateTime: Date }> {
  return db.transaction(async (tx) => {
    const row = await addConfig(tx, input);
    if (!row) throw new PortalError(Code.CONFLICT, 'tableKeyExists');
    await bumpVersion(tx, 'tables');
    return row;
  });
}

/** `loadedAt` is the update time the editor loaded: a configuration changed since then is not overwritten. */
export async function rewriteConfiguration(
  db: Db,
  id: number,
  change: { name: string; tabValue: TableConfig },
  loadedAt: string | undefined,
): Promise<{ id: number; updateTime: Date }> {
  return db.transaction(async (tx) => {
    const row = await lockConfig(tx, id);
    if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    if (loadedAt && Date.parse(loadedAt) !== row.updateTime.getTime()) throw new PortalError(Code.CONFLICT, 'changedMeanwhile');
    const saved = await rewriteConfig(tx, row.id, change);
    await bumpVersion(tx, 'tables');
    return { id: row.id, updateTime: saved };
  });
}

/** A built-in configuration belongs to a screen of the portal: deleting it would break the screen. */
export async function deleteConfigurations(db: Db, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await configsByIds(tx, ids);
    if (rows.length !== new Set(ids).size) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    if (rows.some((r) => r.builtIn)) throw new PortalError(Code.FORBIDDEN, 'builtInTableKept');
    await deleteConfigs(tx, ids);
    await bumpVersion(tx, 'tables');
    return rows.length;
  });
}

/** All or nothing: one invalid configuration refuses the whole file. */
export async function importConfigurations(db: Db, configs: ConfigInput[]): Promise<{ added: number; updated: number }> {
  return db.transaction(async (tx) => {
    let added = 0;
    let updated = 0;
    for (const c of configs) {
      if (await putConfig(tx, c)) added++;
      else updated++;
    }
    await bumpVersion(tx, 'tables');
    return { added, updated };
  });
}

/** Every built-in configuration back to what the release ships; added ones stay as they are. */
export async function restoreBuiltInConfigurations(
  db: Db,
  builtIns: readonly BuiltInTable[],
): Promise<{ restored: number; version: number }> {
  return db.transaction(async (tx) => {
    const restored = await restoreBuiltIns(tx, builtIns);
    const version = await bumpVersion(tx, 'tables');
    return { restored, version };
  });
}
