import { call } from '@/lib/api-client.ts';

/** Deletes a template (smsTemplate/delete). */
export const deleteTemplate = (id: number) => call<{ id: number }>('smsTemplate/delete', { id });
