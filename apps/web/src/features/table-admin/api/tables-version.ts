import { listQueryKey } from '@/components/list-kit/use-list-data.ts';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { TABLE_LIST_API } from './table-lists.ts';

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
