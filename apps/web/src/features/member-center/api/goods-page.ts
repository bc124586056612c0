import type { GiftCategory, GiftRow } from '@portal/shared/mall';
import type { Page } from '@portal/shared/table-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { mallKeys } from './keys.ts';

export interface GoodsFilter {
  page: number;
  pageSize: number;
  category?: GiftCategory;
  keyword?: string;
}

/** `mall/queryGoodsPage`: a page of the gift catalogue. */
export const useGoodsPage = (filter: GoodsFilter) =>
  useQuery({
    queryKey: mallKeys.goods(currentLang(), filter),
    queryFn: ({ signal }) => call<Page<GiftRow>>('mall/queryGoodsPage', filter, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
