import { callForFile, Timeout } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** printCashInvoice: the bill's invoices as one PDF (issued on the first print), saved as a download. */
export async function printCashInvoice(billNo: string): Promise<void> {
  const pdf = await callForFile('printCashInvoice', { billNo }, { timeoutMs: Timeout.order });
  saveBlob(pdf, `${billNo}.pdf`);
}
