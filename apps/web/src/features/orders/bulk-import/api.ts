import type { ColumnMapping, ExcelTemplate, ImportCells, ImportSender, ImportSettings, OrderImportView } from '@portal/shared/order-import';
import { call, callForFile, upload } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** Bulk import calls (issue 16; docs/api.md "Excel bulk import of orders"). */
export async function downloadOrderTemplate(): Promise<void> {
  saveBlob(await callForFile('innerOrderTempDownload'), `${msg('orderTemplateFileName')}.xlsx`);
}

export const startImport = (file: File, templateId: number | null) =>
  upload<{ importId: string; state: string; total: number }>('importOrders', file, file.name, templateId ? { templateId } : {});

export const fetchImport = (importId: string) => call<OrderImportView>('getOrderImport', { importId });

export const resubmitImport = (importId: string, rows: { rowNumber: number; cells: ImportCells }[]) =>
  call<{ importId: string; state: string }>('resubmitOrderImport', { importId, rows });

export async function downloadErrorRows(importId: string): Promise<void> {
  saveBlob(await callForFile('downloadOrderImportErrors', { importId }), `${msg('orderImportErrorFileName')}.xlsx`);
}

export const fetchTemplates = () => call<ExcelTemplate[]>('getExcelTemplateList');
export const saveTemplate = (template: { id?: number; name: string; mapping: ColumnMapping }) =>
  call<ExcelTemplate>(template.id ? 'updateExcelTemplate' : 'addExcelTemplate', template);
export const deleteTemplate = (id: number) => call('deleteExcelTemplate', { id });

/** The saved settings, and the sender address book's default that a null sender stands for. */
export const fetchImportSettings = () => call<ImportSettings & { bookSender: ImportSender | null }>('getImportSetting');
export const saveImportSettings = (settings: ImportSettings) => call<ImportSettings>('saveImportSetting', settings);
