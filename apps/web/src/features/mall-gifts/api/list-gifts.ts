import type { GiftRecord } from '@portal/shared/mall';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { mallGiftKeys } from './keys.ts';

/** Every gift of the member mall, offered or withdrawn (mall/listGifts). */
const giftsQuery = queryOptions({ queryKey: mallGiftKeys.catalogue, queryFn: () => call<GiftRecord[]>('mall/listGifts'), staleTime: 0 });

export const useGifts = () => useQuery(giftsQuery);
