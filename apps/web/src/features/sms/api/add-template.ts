import type { SmsTemplate, SmsTemplateInput } from '@portal/shared/sms';
import { call } from '@/lib/api-client.ts';

/** A template as the form holds it: the status is set on adding only. */
export type TemplateValues = Omit<SmsTemplateInput, 'status'> & { status?: 1 | 2 };

/** Adds a template (smsTemplate/add). */
export const addTemplate = (values: TemplateValues) => call<SmsTemplate>('smsTemplate/add', values);
