import type { MonthlyBillAdjustment, Paged } from '@portal/shared/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { statementKeys } from './keys.ts';

/** A statement's adjustments (getMonthlyBillAdjustList): a month has a handful, so one page of 100. */
const billAdjustmentsQuery = (billNo: string) =>
  queryOptions({
    queryKey: statementKeys.adjustments(billNo),
    queryFn: ({ signal }) => call<Paged<MonthlyBillAdjustment>>('getMonthlyBillAdjustList', { billNo, pageSize: 100 }, { signal }),
  });

export const useBillAdjustments = (billNo: string | null) => useQuery({ ...billAdjustmentsQuery(billNo ?? ''), enabled: !!billNo });
