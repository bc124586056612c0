import type { ApiCallView } from '@portal/shared/open-platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { type CallFilter, openPlatformKeys } from './keys.ts';

/** The open API's calls of the last week, newest first (apiCallList). */
const apiCallsQuery = (filter: CallFilter) =>
  queryOptions({
    queryKey: openPlatformKeys.calls(filter),
    queryFn: () => call<ApiCallView[]>('apiCallList', filter),
  });

export const useApiCalls = (filter: CallFilter) => useQuery(apiCallsQuery(filter));
