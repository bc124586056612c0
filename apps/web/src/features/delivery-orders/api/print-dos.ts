import { callForFile } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-file.ts';
import { invalidateDoLists } from './list-dos.ts';

/** packingPrintValidateAndUpdate: the DO sheets as one PDF, saved as a download; the DOs are marked printed. */
export async function printDos(doNos: string[]): Promise<void> {
  const pdf = await callForFile('doinfoOrder/packingPrintValidateAndUpdate', { doNos });
  saveBlob(pdf, doNos.length === 1 ? `DO-${doNos[0]}.pdf` : `DO-${doNos.length}.pdf`);
  void invalidateDoLists();
}
