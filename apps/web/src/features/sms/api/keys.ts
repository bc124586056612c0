import { listQueryKey } from '@/components/list-kit/use-list-data.ts';

/** Enhanced SMS's query keys: the templates are a list-kit list; the default template is read once. */
export const smsKeys = {
  templates: () => listQueryKey('smsTemplate/list'),
  defaultTemplate: ['smsTemplate/queryDefaultTemplate'] as const,
};
