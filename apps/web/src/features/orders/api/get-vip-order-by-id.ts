import type { PreOrderFields, PreOrderStatus } from '@portal/shared/pre-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** A saved pre-order with its status and, once placed, its waybill (getVipOrderById). */
const getVipOrderById = (id: number) =>
  call<{ id: number; status: PreOrderStatus; waybillNo: string | null; order: PreOrderFields }>('getVipOrderById', { id });

/** The pre-order a dialog opening edits (none for a new one), read once per opening and not kept after. */
const openedPreOrderQuery = (id: number | null, opening: number) =>
  queryOptions({
    queryKey: orderKeys.preOrder(id, opening),
    queryFn: () => (id === null ? null : getVipOrderById(id)),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useOpenedPreOrder = (id: number | null, opening: number) => useQuery(openedPreOrderQuery(id, opening));
