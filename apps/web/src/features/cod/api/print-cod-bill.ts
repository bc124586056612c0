import type { ExportStarted } from '@portal/shared/export';
import { call } from '@/lib/api-client.ts';

/** printCodInvoiceAsync: the bill's PDF is made in the background and lands in the download centre. */
export const printCodBill = (billNo: string) => call<ExportStarted>('printCodInvoiceAsync', { billNo });
