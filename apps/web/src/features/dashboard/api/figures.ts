import type { CodFeeCount, DashboardHeadline, HomeStatusCount, Period, ReceiptRate } from '@portal/shared/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** One of the dashboard's figure calls for a period (pre-aggregated figures: docs/api.md "Dashboard"). */
function useFigures<T>(name: string, period: Period) {
  return useQuery({
    queryKey: dashboardKeys.figures(name, period),
    queryFn: () => call<T>(name, period),
    // The previous period's figures stay while the next one loads, so the cards do not jump.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useHeadline = (period: Period) => useFigures<DashboardHeadline>('getData', period);
export const useStatusCount = (period: Period) => useFigures<HomeStatusCount>('getHomeStatusCount', period);
export const useReceiptRate = (period: Period) => useFigures<ReceiptRate>('getReceiptRate', period);
export const useCodFeeCount = (period: Period) => useFigures<CodFeeCount>('getCodFeeCount', period);
