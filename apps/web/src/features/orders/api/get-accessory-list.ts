import type { Accessory } from '@portal/shared/pre-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The customer's attachment library, to attach from (getAccessoryList, whole: no paging). */
const accessoryLibraryQuery = queryOptions({
  queryKey: orderKeys.accessoryLibrary,
  queryFn: () => call<Accessory[]>('getAccessoryList', {}),
  staleTime: 0,
});

export const useAccessoryLibrary = () => useQuery(accessoryLibraryQuery);
