import type { RechargeGoodsLists } from '@portal/shared/topup';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { topupKeys } from './keys.ts';

/** The recharge packages on offer to this customer (first-top-up ones until the first top-up is paid). */
export const rechargeGoodsQuery = queryOptions({
  queryKey: topupKeys.rechargeGoods(),
  queryFn: ({ signal }) => call<RechargeGoodsLists>('prepay/queryRechargeGoods', {}, { signal }),
  staleTime: 60_000,
});
