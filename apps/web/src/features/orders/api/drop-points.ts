import { DROP_POINT_PAGE_SIZE_MAX, type DropPoint } from '@portal/shared/service-area';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The courier's open drop points nearest the sender first (queryDroppoints), for a DROP OFF parcel. */
export const useDropPoints = (near: { postcode?: string; state?: string; city?: string }) =>
  useQuery({
    queryKey: orderKeys.dropPoints(near),
    queryFn: ({ signal }) =>
      call<{ list: DropPoint[]; total: number }>('queryDroppoints', { ...near, pageSize: DROP_POINT_PAGE_SIZE_MAX }, { signal }),
    staleTime: 10 * 60_000,
  });
