import type { MallStatistic } from '@portal/shared/mall';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { mallKeys } from './keys.ts';

/** `mall/statistic`: the member's points, growth and level. */
const statisticQuery = () =>
  queryOptions({
    queryKey: mallKeys.statistic(currentLang()),
    queryFn: ({ signal }) => call<MallStatistic>('mall/statistic', {}, { signal }),
    staleTime: 0,
  });

export const useStatistic = () => useQuery(statisticQuery());
