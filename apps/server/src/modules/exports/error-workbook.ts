import type { DbOrTx } from '../../db/client.ts';
import { saveFile } from '../../lib/file-store.ts';
import { XLSX_CONTENT_TYPE } from './xlsx-writer.ts';

/**
 * An import's error workbook (its refused rows with the reasons), kept for the importer to download for
 * `keepMinutes`; the file store's housekeeping drops it after. Saved inside the import's transaction.
 */
export function saveErrorWorkbook(
  tx: DbOrTx,
  owner: { userId: number; customerId: number },
  workbook: { data: Buffer; name: string; keepMinutes: number },
): Promise<string> {
  return saveFile(tx, {
    data: workbook.data,
    name: workbook.name,
    contentType: XLSX_CONTENT_TYPE,
    userId: owner.userId,
    customerId: owner.customerId,
    expiresAt: new Date(Date.now() + workbook.keepMinutes * 60_000),
  });
}
