import type { ApiKeyView } from '@portal/shared/open-platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { openPlatformKeys } from './keys.ts';

/** The API keys this account may see: a main account's every key of the customer, a sub-account's own (apiKeyList). */
const apiKeysQuery = queryOptions({
  queryKey: openPlatformKeys.apiKeys(),
  queryFn: () => call<ApiKeyView[]>('apiKeyList'),
});

export const useApiKeys = () => useQuery(apiKeysQuery);
