import { callForFile } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** Saves an import's refused rows with their reasons as Excel (downloadOrderImportErrors). */
export async function downloadErrorRows(importId: string): Promise<void> {
  saveBlob(await callForFile('downloadOrderImportErrors', { importId }), `${msg('orderImportErrorFileName')}.xlsx`);
}
