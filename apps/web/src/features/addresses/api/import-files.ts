import { callForFile } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** The address import's files: the blank template, and the rows a refused import could not take. */
export async function downloadAddressTemplate(): Promise<void> {
  saveBlob(await callForFile('downloadAddressTemplate'), `${msg('addressTemplateFileName')}.xlsx`);
}

export async function downloadImportErrors(fileId: string): Promise<void> {
  saveBlob(await callForFile('downloadAddressImportErrors', { fileId }), `${msg('addressImportErrorFileName')}.xlsx`);
}
