import type { OrderStatistics, OrderStatusCounts } from '@portal/shared/order-manage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { call, Timeout } from '@/lib/api-client.ts';
import { prepayQuery } from '@/lib/auth.ts';
import { queryClient } from '@/lib/query-client.ts';
import { orderKeys } from './keys.ts';

/** A product the customer ships, named in the interface language (the product filter). */
interface Product {
  code: string;
  name: string;
}

export const useOrderProducts = () =>
  useQuery({
    queryKey: orderKeys.manageProducts(),
    queryFn: () => call<Product[]>('getBusinessProducts'),
    staleTime: 10 * 60_000,
  });

/** The status tabs' counts under the other filters (getStatusCountData). */
export const useStatusCounts = (filters: FilterValues) =>
  useQuery({
    queryKey: orderKeys.statusCounts(filters),
    queryFn: ({ signal }) => call<OrderStatusCounts>('getStatusCountData', filters, { signal, timeoutMs: Timeout.order }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Orders, parcels, COD and charges under every filter (getOrdersStatistics). */
export const useStatistics = (filters: FilterValues) =>
  useQuery({
    queryKey: orderKeys.statistics(filters),
    queryFn: ({ signal }) => call<OrderStatistics>('getOrdersStatistics', filters, { signal, timeoutMs: Timeout.order }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After an order changed: the list, its tabs and totals, and the wallet balance (a refund). */
export const invalidateOrders = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.orders() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.manage }),
    queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey }),
  ]);
