import type { InvoiceTaskStarted } from '@portal/shared/invoice';
import { call } from '@/lib/api-client.ts';

/** printCashInvoiceAsync: the selected bills' invoices drawn into one PDF in the download centre. */
export const printCashInvoicesAsync = (billNos: string[]) => call<InvoiceTaskStarted>('printCashInvoiceAsync', { billNos });
