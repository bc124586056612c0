import type { PreOrderSubmitResult } from '@portal/shared/pre-orders';
import { call, Timeout } from '@/lib/api-client.ts';

/** Pre-orders placed as orders, each placed or refused with its reason; as long as an import may take (batchSubmitVipOrder). */
export const batchSubmitVipOrder = (ids: number[]) =>
  call<{ placed: number; refused: number; results: PreOrderSubmitResult[] }>('batchSubmitVipOrder', { ids }, { timeoutMs: Timeout.import });
