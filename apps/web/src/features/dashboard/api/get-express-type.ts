import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The products (express types) the aging query filters by (getExpressType). */
const expressTypesQuery = queryOptions({
  queryKey: dashboardKeys.expressTypes,
  queryFn: () => call<{ code: string; name: string }[]>('getExpressType'),
  staleTime: 10 * 60_000,
});

export const useExpressTypes = () => useQuery(expressTypesQuery);
