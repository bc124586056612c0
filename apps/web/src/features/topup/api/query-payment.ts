import type { PaymentResult } from '@portal/shared/topup';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { topupKeys } from './keys.ts';

/** How a payment stands (prepay/queryPayment; the /paymentResult page polls it). */
export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: topupKeys.payment(paymentId),
    queryFn: ({ signal }) => call<PaymentResult>('prepay/queryPayment', { paymentId }, { signal }),
  });
