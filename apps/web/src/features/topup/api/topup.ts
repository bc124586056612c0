import type { PaymentResult, PaymentStarted, PayParameter, RechargeGoodsLists } from '@portal/shared/topup';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { topupKeys } from './keys.ts';

/** The recharge packages on offer to this customer (first-top-up ones until the first top-up is paid). */
export const rechargeGoodsQuery = queryOptions({
  queryKey: topupKeys.rechargeGoods(),
  queryFn: ({ signal }) => call<RechargeGoodsLists>('prepay/queryRechargeGoods', {}, { signal }),
  staleTime: 60_000,
});

/** Starts a top-up: the answer is the bank page to go to. Nothing is credited until the bank confirms. */
export const startTopup = (parameter: PayParameter) => call<PaymentStarted>('prepay/pay', parameter);

/** How a payment stands (the /paymentResult page polls it). */
export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: topupKeys.payment(paymentId),
    queryFn: ({ signal }) => call<PaymentResult>('prepay/queryPayment', { paymentId }, { signal }),
  });
