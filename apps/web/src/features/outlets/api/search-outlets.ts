import type { OutletSearchParameter, OutletSearchResult } from '@portal/shared/network';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { outletKeys } from './keys.ts';

/** What the page asks: the search as typed, paged (the shared schema fills the defaults on the server). */
export type OutletSearch = Partial<OutletSearchParameter>;

/** The outlets nearest a postcode, a town or the browser's position (getInterBusinessOutletsInfo). */
export const useOutletSearch = (search: OutletSearch) =>
  useQuery({
    queryKey: outletKeys.search(search),
    queryFn: ({ signal }) => call<OutletSearchResult>('getInterBusinessOutletsInfo', search, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
