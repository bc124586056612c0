import type { InvoiceTaskStarted } from '@portal/shared/invoice';
import { call } from '@/lib/api-client.ts';

/** printInvoiceNewAsync: the statements' invoices (issued on the first print) drawn into one PDF in the download centre. */
export const printStatementInvoices = (billNos: string[]) => call<InvoiceTaskStarted>('printInvoiceNewAsync', { billNos });
