import type { Page, TableConfig } from '@portal/shared/table-config';
import { listQueryKey } from '@/components/list-kit/use-list-data.ts';
import { call, Timeout } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

/** A row of getTableLists (docs/api.md "Table configurations"). */
export interface TableListRow {
  id: number;
  tabKey: string;
  name: string;
  tableApi: string;
  /** How many columns the configuration has. */
  columns: number;
  /** Shipped with the release: the server refuses to delete it (sync restores it instead). */
  builtIn: boolean;
  tabValue: TableConfig;
  updateTime: string;
}

/** One configuration as exportTableList gives it and importTableList takes it. */
export interface PortableTable {
  tabKey: string;
  name: string;
  tabValue: unknown;
}

export const TABLE_LIST_API = 'getTableLists';
/** The server's limits: a page holds at most 100 rows, a call names at most 500 ids. */
const MAX_PAGE = 100;
export const MAX_IDS = 500;

export const getTableLists = (parameter: { page: number; pageSize: number; keyword?: string }) =>
  call<Page<TableListRow>>(TABLE_LIST_API, parameter);

/** Every configuration whose key or name contains `keyword` (all of them without one), page by page. */
export async function getAllTables(keyword?: string): Promise<TableListRow[]> {
  const rows: TableListRow[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await getTableLists({ page, pageSize: MAX_PAGE, keyword: keyword || undefined });
    rows.push(...list);
    if (list.length < MAX_PAGE || rows.length >= total || rows.length >= MAX_IDS) return rows;
  }
}

/** The configuration stored under exactly this key, with its id and updateTime; null when there is none. */
export async function getTableByKey(tabKey: string): Promise<TableListRow | null> {
  const rows = await getAllTables(tabKey);
  return rows.find((r) => r.tabKey === tabKey) ?? null;
}

export const addTable = (parameter: { tabKey: string; name: string; tabValue: TableConfig }) =>
  call<{ id: number; updateTime: string }>('addTableLists', parameter);

/** With the updateTime the editor loaded: a configuration changed since is refused (409 changedMeanwhile). */
export const updateTable = (parameter: { id: number; name: string; tabValue: TableConfig; updateTime?: string }) =>
  call<{ id: number; updateTime: string }>('updateTableLists', parameter);

/** All or nothing; a built-in configuration is refused (403 builtInTableKept). */
export const deleteTables = (ids: number[]) => call<{ deleted: number }>('deleteTableLists', { ids });

export const exportTables = (ids?: number[]) =>
  call<{ fileName: string; configs: PortableTable[] }>('exportTableList', ids?.length ? { ids } : {});

export const importTables = (configs: PortableTable[]) =>
  call<{ added: number; updated: number }>('importTableList', { configs }, { timeoutMs: Timeout.import });

/** Restores every built-in configuration to what the release ships. */
export const syncBuiltInTables = () => call<{ restored: number; version: number }>('sendSyncTableList');

/** The version of the table configurations: every change moves it on. */
export const getTablesVersion = () => call<{ version: number }>('getVCode');

export const tablesVersionKey = ['tableAdmin', 'version'] as const;

/**
 * After a change to the configurations: this list, its version and every list screen's cached
 * configuration load again, so the administrator sees the change at once.
 */
export const afterTablesChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey(TABLE_LIST_API) }),
    queryClient.invalidateQueries({ queryKey: tablesVersionKey }),
    queryClient.invalidateQueries({ queryKey: ['tableConfig'] }),
  ]);
