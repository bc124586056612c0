import type { CloseApply } from '@portal/shared/advance-payment';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { advancePaymentKeys } from './keys.ts';

/** The customer's applications to close the prepaid account, newest first (prepay/selectCloseApply). */
export const closeAppliesQuery = queryOptions({
  queryKey: advancePaymentKeys.closeApplies(),
  queryFn: ({ signal }) => call<CloseApply[]>('prepay/selectCloseApply', {}, { signal }),
  staleTime: 0,
});
