import { upload } from '@/lib/api-client.ts';

/** Starts a bulk import of an Excel file, read with a saved column template if one is chosen (importOrders). */
export const startImport = (file: File, templateId: number | null) =>
  upload<{ importId: string; state: string; total: number }>('importOrders', file, file.name, templateId ? { templateId } : {});
