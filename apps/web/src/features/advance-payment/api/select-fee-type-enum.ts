import type { FeeType } from '@portal/shared/advance-payment';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { advancePaymentKeys } from './keys.ts';

/** The ledger's movement types, named in the interface language (prepay/selectFeeTypeEnum). */
export const feeTypesQuery = queryOptions({
  queryKey: advancePaymentKeys.feeTypes(currentLang()),
  queryFn: ({ signal }) => call<FeeType[]>('prepay/selectFeeTypeEnum', {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
