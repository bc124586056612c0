import type { OverdueArrears } from '@portal/shared/user-info';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { shellNoticeKeys } from './keys.ts';

/** The customer's arrears records; the portal decides by date and status which is due (spec 4). */
export const overdueArrearsQuery = queryOptions({
  queryKey: shellNoticeKeys.overdueArrears,
  queryFn: () => call<OverdueArrears[]>('getOverdueArrears'),
  staleTime: Number.POSITIVE_INFINITY,
});
