import type { CloseApply } from '@portal/shared/advance-payment';
import { call } from '@/lib/api-client.ts';

/** Withdraws a pending application (prepay/withdrawCloseApply). */
export const withdrawCloseApply = (id: number) => call<CloseApply>('prepay/withdrawCloseApply', { id });
