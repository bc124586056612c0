import type { SmsTemplate } from '@portal/shared/sms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { smsKeys } from './keys.ts';

/** The default template a new one starts from, the same all session (smsTemplate/queryDefaultTemplate). */
const defaultTemplateQuery = queryOptions({
  queryKey: smsKeys.defaultTemplate,
  queryFn: () => call<Omit<SmsTemplate, 'id' | 'status' | 'updatedAt'>>('smsTemplate/queryDefaultTemplate'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useDefaultTemplate = () => useQuery(defaultTemplateQuery);
