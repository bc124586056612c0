import type { Page, TableConfig } from '@portal/shared/table-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { TABLE_LIST_API, tableAdminKeys } from './keys.ts';

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

/** The server's limits: a page holds at most 100 rows, a call names at most 500 ids. */
const MAX_PAGE = 100;
export const MAX_IDS = 500;

const getTableLists = (parameter: { page: number; pageSize: number; keyword?: string }) =>
  call<Page<TableListRow>>(TABLE_LIST_API, parameter);

/** Every configuration whose key or name contains `keyword` (all of them without one), page by page. */
async function getAllTables(keyword?: string): Promise<TableListRow[]> {
  const rows: TableListRow[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await getTableLists({ page, pageSize: MAX_PAGE, keyword: keyword || undefined });
    rows.push(...list);
    if (list.length < MAX_PAGE || rows.length >= total || rows.length >= MAX_IDS) return rows;
  }
}

/** The configuration stored under exactly this key, with its id and updateTime; null when there is none. */
async function getTableByKey(tabKey: string): Promise<TableListRow | null> {
  const rows = await getAllTables(tabKey);
  return rows.find((r) => r.tabKey === tabKey) ?? null;
}

/** The configuration the editor opens (or copies), always as stored: its updateTime is what the save is checked against. */
const storedTableQuery = (tabKey: string) =>
  queryOptions({
    queryKey: tableAdminKeys.source(tabKey),
    queryFn: () => getTableByKey(tabKey),
    enabled: !!tabKey,
    staleTime: 0,
    gcTime: 0,
  });

export const useStoredTable = (tabKey: string) => useQuery(storedTableQuery(tabKey));

/** Every configuration, for the export dialog's choice, while it is asked for. */
export const useEveryTable = (enabled: boolean) =>
  useQuery({ queryKey: tableAdminKeys.everyTable(), queryFn: () => getAllTables(), enabled, staleTime: 0 });
