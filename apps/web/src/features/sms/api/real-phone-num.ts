import { call } from '@/lib/api-client.ts';

/** A sent text's receiver number unmasked, on request (smsTemplate/realPhoneNum). */
export const revealNumber = (id: number) => call<{ id: number; receiverTel: string }>('smsTemplate/realPhoneNum', { id });
