import { listQueryKey } from '@/components/list-kit/use-list-data.ts';

/** The list call of the configurations (the built-in table configuration names it). */
export const TABLE_LIST_API = 'getTableLists';

/** The table admin's query keys; its list of configurations is a list-kit list. */
export const tableAdminKeys = {
  all: ['tableAdmin'] as const,
  tables: () => listQueryKey(TABLE_LIST_API),
  version: () => [...tableAdminKeys.all, 'version'] as const,
  /** The configuration opened in the editor (or copied), always as stored. */
  source: (tabKey: string) => [...tableAdminKeys.all, 'source', tabKey] as const,
  /** Every configuration, for the export dialog's choice. */
  everyTable: () => [...tableAdminKeys.all, 'all'] as const,
};
