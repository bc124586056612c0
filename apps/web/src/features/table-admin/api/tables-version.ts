import { queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_CONFIG_KEY } from '@/components/list-kit/use-table-config.ts';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { tableAdminKeys } from './keys.ts';

/** The version of the table configurations (getVCode): every change moves it on. */
const tablesVersionQuery = queryOptions({ queryKey: tableAdminKeys.version(), queryFn: () => call<{ version: number }>('getVCode') });

export const useTablesVersion = () => useQuery(tablesVersionQuery);

/**
 * After a change to the configurations: this list, its version and every list screen's cached
 * configuration load again, so the administrator sees the change at once.
 */
export const afterTablesChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tableAdminKeys.tables() }),
    queryClient.invalidateQueries({ queryKey: tableAdminKeys.version() }),
    queryClient.invalidateQueries({ queryKey: TABLE_CONFIG_KEY }),
  ]);
