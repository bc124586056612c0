import type { CloseAccountInput, CloseApply } from '@portal/shared/advance-payment';
import { call } from '@/lib/api-client.ts';

/** Applies to close the prepaid account, naming the bank account to pay the balance to (prepay/closeAccount). */
export const applyToClose = (input: CloseAccountInput) => call<CloseApply>('prepay/closeAccount', input);
