import type { PayMethod, ServeType } from '@portal/shared/order';
import type { CodFeeRule } from '@portal/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export interface OrderConfig {
  payMethods: PayMethod[];
  serveTypes: ServeType[];
  maxMultiPacks: number;
  pickupDaysAhead: number;
  insuranceRateBp: number;
  codFee: CodFeeRule;
  codLimitSen: number;
  openPrepay: number;
}

export const useOrderConfig = () =>
  useQuery({ queryKey: orderKeys.config, queryFn: () => call<OrderConfig>('getCommonConfig'), staleTime: 10 * 60_000 });
