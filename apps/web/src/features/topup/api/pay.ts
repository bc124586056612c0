import type { PaymentStarted, PayParameter } from '@portal/shared/topup';
import { call } from '@/lib/api-client.ts';

/** Starts a top-up: the answer is the bank page to go to. Nothing is credited until the bank confirms (prepay/pay). */
export const startTopup = (parameter: PayParameter) => call<PaymentStarted>('prepay/pay', parameter);
