import { callForFile, Timeout } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** printInvoice: an issued invoice (of any document the account's pages show) as a PDF, saved as a download. */
export async function downloadInvoicePdf(invoiceNo: string): Promise<void> {
  const pdf = await callForFile('printInvoice', { invoiceNo }, { timeoutMs: Timeout.order });
  saveBlob(pdf, `${invoiceNo}.pdf`);
}
