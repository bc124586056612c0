import type { DedicatedService } from '@portal/shared/dedicated-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dedicatedServiceKeys } from './keys.ts';

/** The account manager the courier assigned; a refusal (none assigned) is shown at once, not retried. */
const dedicatedServiceQuery = queryOptions({
  queryKey: dedicatedServiceKeys.manager,
  queryFn: () => call<DedicatedService>('getDedicatedService'),
  retry: false,
});

export const useDedicatedService = () => useQuery(dedicatedServiceQuery);
