import type { SmsTemplate } from '@portal/shared/sms';
import { call } from '@/lib/api-client.ts';

/** Enables (1) or disables (2) templates in one go (smsTemplate/updateStatusBatch). */
export const setTemplateStatus = (ids: number[], status: 1 | 2) => call<SmsTemplate[]>('smsTemplate/updateStatusBatch', { ids, status });
