import { arrangeColumns, type ColumnConfig, type TableConfig, type UserColumnSetting } from '@portal/shared/table-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { type LoadedTableConfig, readTableConfigReply, type TableConfigReply } from './table-config-reply.ts';

export interface TableConfigHandle {
  /** Undefined until a configuration is there, from the server or the copy kept in the browser. */
  config: TableConfig | undefined;
  /** The configuration's name (the list's default title; may be a translation key). */
  name: string;
  /** Every column as this user arranged them: shown ones and hidden ones (`show`), in their order. */
  columns: ColumnConfig[];
  /** The columns the table shows, in order. */
  shownColumns: ColumnConfig[];
  setting: UserColumnSetting | null;
  /** Props of columns whose renderer did not validate (spec 8). */
  invalidRenderers: string[];
  /** Nothing to show yet (first visit, server copy loading). */
  isPending: boolean;
  /** The last load failed (the copy kept in the browser may still be showing). */
  error: Error | null;
  /** Saves the user's arrangement on the server, then here; the table follows at once. */
  saveSetting: (setting: UserColumnSetting) => Promise<void>;
  /** Back to the configuration's own arrangement. */
  resetSetting: () => Promise<void>;
  /** Loads the configuration again (the column dialog's cancel, spec 4). */
  reload: () => Promise<unknown>;
}

/** Spec 4: a user's table configuration is kept per login code; logout clears `tableConfig.<loginCode>*`. */
const tableConfigStorageKey = (loginCode: string, tabKey: string): string => `${StorageKey.tableConfig}.${loginCode}.${tabKey}`;

/** Every list screen's cached configuration: the table admin refreshes them all after a change. */
export const TABLE_CONFIG_KEY = ['tableConfig'] as const;

const tableConfigQuery = (tabKey: string, storageKey: string) =>
  queryOptions({
    queryKey: [...TABLE_CONFIG_KEY, tabKey],
    queryFn: async (): Promise<LoadedTableConfig> => {
      const reply = await call<TableConfigReply>('getTableConfig', { tabKey });
      const loaded = readTableConfigReply(reply);
      if (!loaded) throw new Error(`list-kit: the configuration of ${tabKey} is not a valid table configuration`);
      local.setJson(storageKey, reply);
      return loaded;
    },
    // The copy from the last visit shows at once; it counts as stale, so the server's is fetched too.
    initialData: () => readTableConfigReply(local.getJson<unknown>(storageKey)) ?? undefined,
    initialDataUpdatedAt: 0,
  });

/** Keeps the browser's copy in step with what the server now holds. */
function storeSetting(storageKey: string, setting: UserColumnSetting | null): void {
  const reply = local.getJson<Record<string, unknown>>(storageKey);
  if (reply) local.setJson(storageKey, { ...reply, userSetting: setting });
}

/**
 * A list screen's configuration (spec 3 "Table config") with this user's column setting applied
 * (`arrangeColumns`).
 */
export function useTableConfig(tabKey: string): TableConfigHandle {
  const { loginCode } = useUserInfo();
  const storageKey = tableConfigStorageKey(loginCode, tabKey);
  const options = useMemo(() => tableConfigQuery(tabKey, storageKey), [tabKey, storageKey]);
  const query = useQuery(options);
  const loaded = query.data;

  const applySetting = useCallback(
    (setting: UserColumnSetting | null) => {
      queryClient.setQueryData(options.queryKey, (old) => (old ? { ...old, setting } : old));
      storeSetting(storageKey, setting);
    },
    [options, storageKey],
  );

  const saveSetting = useCallback(
    async (setting: UserColumnSetting) => {
      await call('updateUserTable', { tabKey, tabValue: setting });
      applySetting(setting);
    },
    [tabKey, applySetting],
  );

  const resetSetting = useCallback(async () => {
    await call('resetUserTable', { tabKey });
    applySetting(null);
  }, [tabKey, applySetting]);

  const columns = useMemo(() => (loaded ? arrangeColumns(loaded.config, loaded.setting) : []), [loaded]);
  return {
    config: loaded?.config,
    name: loaded?.name ?? '',
    columns,
    shownColumns: useMemo(() => columns.filter((c) => c.show), [columns]),
    setting: loaded?.setting ?? null,
    invalidRenderers: loaded?.invalidRenderers ?? [],
    isPending: !loaded && query.isPending,
    error: query.error,
    saveSetting,
    resetSetting,
    reload: query.refetch,
  };
}
