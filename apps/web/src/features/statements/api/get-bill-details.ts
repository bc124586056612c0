import type { MonthlyBill, MonthlyBillLine, Paged } from '@portal/shared/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { statementKeys } from './keys.ts';

/** A statement's header figures (getMonthlyBillDetails with one line: the drawer's summary). */
const billQuery = (billNo: string) =>
  queryOptions({
    queryKey: statementKeys.bill(billNo),
    queryFn: ({ signal }) =>
      call<Paged<MonthlyBillLine> & { bill: MonthlyBill }>('getMonthlyBillDetails', { billNo, pageSize: 1 }, { signal }),
  });

export const useBill = (billNo: string | null) => useQuery({ ...billQuery(billNo ?? ''), enabled: !!billNo });
