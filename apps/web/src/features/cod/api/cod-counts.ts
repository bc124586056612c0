import type { CodCounts } from '@portal/shared/cod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { call } from '@/lib/api-client.ts';
import { codKeys } from './keys.ts';

/** The COD parcels in each state under COD management's filters (codCount). */
export const useCodCounts = (filters: FilterValues) =>
  useQuery({
    queryKey: codKeys.counts(filters),
    queryFn: ({ signal }) => call<CodCounts>('codCount', filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
