import type { LedgerTotals } from '@portal/shared/advance-payment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { call } from '@/lib/api-client.ts';
import { advancePaymentKeys } from './keys.ts';

/** Money in and out under the list's filters (prepay/queryBillFlowTotal). */
export const useLedgerTotals = (filters: FilterValues) =>
  useQuery({
    queryKey: advancePaymentKeys.totals(filters),
    queryFn: ({ signal }) => call<LedgerTotals>('prepay/queryBillFlowTotal', filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
