import type { SmsTemplate } from '@portal/shared/sms';
import { call } from '@/lib/api-client.ts';
import type { TemplateValues } from './add-template.ts';

/** Edits a template's text and events; its status changes through smsTemplate/updateStatusBatch only (smsTemplate/update). */
export const updateTemplate = (id: number, { status: _status, ...values }: TemplateValues) =>
  call<SmsTemplate>('smsTemplate/update', { id, ...values });
