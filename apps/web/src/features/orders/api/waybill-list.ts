import type { WaybillTrack } from '@portal/shared/tracking';
import type { CodStateCounts, UpdateCodParameter, UpdatedCod, WaybillStatistics, WaybillTabCounts } from '@portal/shared/waybills';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { call, Timeout } from '@/lib/api-client.ts';
import { prepayQuery } from '@/lib/auth.ts';
import { queryClient } from '@/lib/query-client.ts';
import { orderKeys } from './keys.ts';

const figures = <T>(name: string, kind: string, filters: FilterValues) => ({
  queryKey: orderKeys.waybillFigures(kind, filters),
  queryFn: ({ signal }: { signal: AbortSignal }) => call<T>(name, filters, { signal, timeoutMs: Timeout.order }),
  placeholderData: keepPreviousData,
  staleTime: 0,
});

/** Each status tab's count under the other filters (getSendOrderStatusCount). */
export const useWaybillTabCounts = (filters: FilterValues) =>
  useQuery(figures<WaybillTabCounts>('getSendOrderStatusCount', 'counts', filters));

/** Waybills, parcels, charges, COD and COD collected under every filter (getSendOrdersStatistics). */
export const useWaybillStatistics = (filters: FilterValues) =>
  useQuery(figures<WaybillStatistics>('getSendOrdersStatistics', 'statistics', filters));

/** The COD waybills awaiting collection, collected and returned uncollected (getCodStatusCountData). */
export const useCodStates = (filters: FilterValues) => useQuery(figures<CodStateCounts>('getCodStatusCountData', 'cod', filters));

/** One waybill's tracking, newest first (getWaybillTrack), while its drawer is open. */
export const useWaybillTrack = (waybillNo: string | null) =>
  useQuery({
    queryKey: orderKeys.waybillTrack(waybillNo),
    queryFn: ({ signal }) => call<WaybillTrack>('getWaybillTrack', { waybillNo }, { signal }),
    enabled: waybillNo !== null,
    staleTime: 0,
  });

/** A new COD amount before pick-up (updateCod); the price and a prepaid wallet follow. */
export const updateCod = (parameter: UpdateCodParameter) => call<UpdatedCod>('updateCod', parameter, { timeoutMs: Timeout.order });

/** After a waybill changed: the list, its tabs and figures, and the wallet balance. */
export const invalidateWaybills = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.waybills() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.waybill }),
    queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey }),
  ]);
