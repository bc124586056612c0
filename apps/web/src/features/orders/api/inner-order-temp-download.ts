import { callForFile } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** Saves the bulk import's Excel template (innerOrderTempDownload; docs/api.md "Excel bulk import of orders"). */
export async function downloadOrderTemplate(): Promise<void> {
  saveBlob(await callForFile('innerOrderTempDownload'), `${msg('orderTemplateFileName')}.xlsx`);
}
