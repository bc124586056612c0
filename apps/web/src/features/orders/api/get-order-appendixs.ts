import type { Accessory } from '@portal/shared/pre-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** An order's appendixes (issue 16): its extra named fields and the library files attached to it. */
interface OrderAppendixes {
  waybillNo: string;
  fields: { name: string; value: string }[];
  files: Accessory[];
}

/** Read afresh each time the dialog opens (getOrderAppendixs, the spec's spelling). */
const appendixesQuery = (waybillNo: string) =>
  queryOptions({
    queryKey: orderKeys.appendixes(waybillNo),
    queryFn: () => call<OrderAppendixes>('getOrderAppendixs', { waybillNo }),
    staleTime: 0,
  });

export const useOrderAppendixes = (waybillNo: string) => useQuery(appendixesQuery(waybillNo));
