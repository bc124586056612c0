import type { CashBillLine } from '@portal/shared/cash-bill';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { cashBillKeys } from './keys.ts';

export interface CashBillDetails {
  billNo: string;
  day: string;
  list: CashBillLine[];
  total: number;
}

/** getCashBillDetails: a page of one bill's shipments with their receipts. */
const getCashBillDetails = (billNo: string, page: number, pageSize: number) =>
  call<CashBillDetails>('getCashBillDetails', { billNo, page, pageSize });

const cashBillDetailsQuery = (billNo: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: cashBillKeys.details(billNo, page, pageSize),
    queryFn: () => getCashBillDetails(billNo, page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useCashBillDetails = (billNo: string, page: number, pageSize: number) =>
  useQuery(cashBillDetailsQuery(billNo, page, pageSize));
