import { callForFile } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** getEInvoice: an issued invoice as its MyInvois (LHDN e-invoice) JSON document, saved as a download. */
export async function downloadEInvoice(invoiceNo: string): Promise<void> {
  const json = await callForFile('getEInvoice', { invoiceNo });
  saveBlob(json, `${invoiceNo}.myinvois.json`);
}
