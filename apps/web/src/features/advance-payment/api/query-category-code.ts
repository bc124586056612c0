import type { LedgerCategoryEntry } from '@portal/shared/advance-payment';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { advancePaymentKeys } from './keys.ts';

/** The ledger's categories, named in the interface language (prepay/queryCategoryCode). */
export const categoriesQuery = queryOptions({
  queryKey: advancePaymentKeys.categories(currentLang()),
  queryFn: ({ signal }) => call<LedgerCategoryEntry[]>('prepay/queryCategoryCode', {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
