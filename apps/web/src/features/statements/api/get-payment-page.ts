import type { PaymentStarted } from '@portal/shared/topup';
import { call } from '@/lib/api-client.ts';

/** getPaymentPage.do: the statement's bill at the bank (the same one while it is open). Nothing is paid until the bank confirms. */
export const getPaymentPage = (billNo: string) => call<PaymentStarted>('getPaymentPage', { billNo });
