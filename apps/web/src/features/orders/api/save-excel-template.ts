import type { ColumnMapping, ExcelTemplate } from '@portal/shared/order-import';
import { call } from '@/lib/api-client.ts';

/** A column template added (addExcelTemplate) or, with its id, changed (updateExcelTemplate). */
export const saveTemplate = (template: { id?: number; name: string; mapping: ColumnMapping }) =>
  call<ExcelTemplate>(template.id ? 'updateExcelTemplate' : 'addExcelTemplate', template);
