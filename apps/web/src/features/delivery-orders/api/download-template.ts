import { callForFile } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** doinfoOrder/template: the DO import template in the interface language. */
export async function downloadDoTemplate(): Promise<void> {
  saveBlob(await callForFile('doinfoOrder/template'), `${msg('doTemplateFileName')}.xlsx`);
}
