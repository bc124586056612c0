import type { GrowInfo } from '@portal/shared/mall';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { mallKeys } from './keys.ts';

/** `mall/queryGrowInfo`: every level with its threshold and benefits. */
export const useGrowInfo = () =>
  useQuery({
    queryKey: mallKeys.growInfo(currentLang()),
    queryFn: ({ signal }) => call<GrowInfo>('mall/queryGrowInfo', {}, { signal }),
    staleTime: 0,
  });
