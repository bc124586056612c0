import type { TableConfig } from '@portal/shared/table-config';
import { call } from '@/lib/api-client.ts';

export const addTable = (parameter: { tabKey: string; name: string; tabValue: TableConfig }) =>
  call<{ id: number; updateTime: string }>('addTableLists', parameter);

/** With the updateTime the editor loaded: a configuration changed since is refused (409 changedMeanwhile). */
export const updateTable = (parameter: { id: number; name: string; tabValue: TableConfig; updateTime?: string }) =>
  call<{ id: number; updateTime: string }>('updateTableLists', parameter);

/** All or nothing; a built-in configuration is refused (403 builtInTableKept). */
export const deleteTables = (ids: number[]) => call<{ deleted: number }>('deleteTableLists', { ids });
