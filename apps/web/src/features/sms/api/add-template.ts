import type { SmsTemplate, SmsTemplateInput } from '@portal/shared/sms';
import { call } from '@/lib/api-client.ts';

/** Enhanced SMS (issue 18): one function per call. */
export type TemplateValues = Omit<SmsTemplateInput, 'status'> & { status?: 1 | 2 };
export const addTemplate = (values: TemplateValues) => call<SmsTemplate>('smsTemplate/add', values);
export const updateTemplate = (id: number, { status: _status, ...values }: TemplateValues) =>
  call<SmsTemplate>('smsTemplate/update', { id, ...values });
export const deleteTemplate = (id: number) => call<{ id: number }>('smsTemplate/delete', { id });
export const setTemplateStatus = (ids: number[], status: 1 | 2) => call<SmsTemplate[]>('smsTemplate/updateStatusBatch', { ids, status });
export const defaultTemplate = () => call<Omit<SmsTemplate, 'id' | 'status' | 'updatedAt'>>('smsTemplate/queryDefaultTemplate');
export const revealNumber = (id: number) => call<{ id: number; receiverTel: string }>('smsTemplate/realPhoneNum', { id });
