import type { ExcelTemplate } from '@portal/shared/order-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The customer's saved column templates for bulk import (getExcelTemplateList). */
const excelTemplatesQuery = queryOptions({
  queryKey: orderKeys.excelTemplates,
  queryFn: () => call<ExcelTemplate[]>('getExcelTemplateList'),
});

export const useExcelTemplates = () => useQuery(excelTemplatesQuery);
