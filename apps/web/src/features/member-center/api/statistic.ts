import type { MallStatistic } from '@portal/shared/mall';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';

/** Everything the member mall reads is under this key: an exchange invalidates it all. */
export const MALL_KEY = ['mall'] as const;

/** `mall/statistic`: the member's points, growth and level. */
const statisticQuery = () =>
  queryOptions({
    queryKey: [...MALL_KEY, 'statistic', currentLang()],
    queryFn: ({ signal }) => call<MallStatistic>('mall/statistic', {}, { signal }),
    staleTime: 0,
  });

export const useStatistic = () => useQuery(statisticQuery());
