import type { ImportCells } from '@portal/shared/order-import';
import { call } from '@/lib/api-client.ts';

/** The refused rows of an import sent again as corrected (resubmitOrderImport). */
export const resubmitImport = (importId: string, rows: { rowNumber: number; cells: ImportCells }[]) =>
  call<{ importId: string; state: string }>('resubmitOrderImport', { importId, rows });
