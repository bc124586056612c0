import type { MonthlyBill, Paged } from '@portal/shared/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { statementKeys } from './keys.ts';

/** The customer's latest statement (getMonthlyBills, first row): the new page's header card. */
const latestBillQuery = queryOptions({
  queryKey: statementKeys.latest(),
  queryFn: ({ signal }) => call<Paged<MonthlyBill>>('getMonthlyBills', { page: 1, pageSize: 1 }, { signal }),
});

export const useLatestBill = () => useQuery(latestBillQuery);
