import type { PromotionRow } from '@portal/shared/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { promotionKeys } from './keys.ts';

/** Every promotion, running or not, with what it has given (promotions/list). */
const promotionsQuery = queryOptions({
  queryKey: promotionKeys.list,
  queryFn: () => call<PromotionRow[]>('promotions/list'),
  staleTime: 0,
});

export const usePromotions = () => useQuery(promotionsQuery);
