import type { CloseApply } from '@portal/shared/advance-payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { prepayAdminKeys } from './keys.ts';

/** An application as the desk sees it: with the customer and the full bank account to pay. */
export type StaffApply = CloseApply & { customerCode: string; customerName: string; bankAccountFull: string };

/** Every customer's application to close a prepaid account (getPrepayCloseApplies). */
const closeAppliesQuery = queryOptions({
  queryKey: prepayAdminKeys.closeApplies,
  queryFn: ({ signal }) => call<StaffApply[]>('getPrepayCloseApplies', {}, { signal }),
  staleTime: 0,
});

export const useCloseApplies = () => useQuery(closeAppliesQuery);
