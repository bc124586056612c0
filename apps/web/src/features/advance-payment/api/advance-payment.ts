import type { CloseAccountInput, CloseApply, FeeType, LedgerCategoryEntry, LedgerTotals } from '@portal/shared/advance-payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { advancePaymentKeys } from './keys.ts';

/** The ledger's movement types and categories, named in the interface language. */
export const feeTypesQuery = queryOptions({
  queryKey: advancePaymentKeys.feeTypes(currentLang()),
  queryFn: ({ signal }) => call<FeeType[]>('prepay/selectFeeTypeEnum', {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
export const categoriesQuery = queryOptions({
  queryKey: advancePaymentKeys.categories(currentLang()),
  queryFn: ({ signal }) => call<LedgerCategoryEntry[]>('prepay/queryCategoryCode', {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Money in and out under the list's filters. */
export const useLedgerTotals = (filters: FilterValues) =>
  useQuery({
    queryKey: advancePaymentKeys.totals(filters),
    queryFn: ({ signal }) => call<LedgerTotals>('prepay/queryBillFlowTotal', filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The customer's applications to close the prepaid account, newest first. */
export const closeAppliesQuery = queryOptions({
  queryKey: advancePaymentKeys.closeApplies(),
  queryFn: ({ signal }) => call<CloseApply[]>('prepay/selectCloseApply', {}, { signal }),
  staleTime: 0,
});

export const applyToClose = (input: CloseAccountInput) => call<CloseApply>('prepay/closeAccount', input);
export const withdrawCloseApply = (id: number) => call<CloseApply>('prepay/withdrawCloseApply', { id });
