import { call } from '@/lib/api-client.ts';

/** Deletes a column template (deleteExcelTemplate). */
export const deleteTemplate = (id: number) => call('deleteExcelTemplate', { id });
