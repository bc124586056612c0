import type { Lang } from '@portal/shared/lang';
import { WORK_ORDER_IMPORT_ERROR_FILE_MINUTES, type WorkOrderImportResult } from '@portal/shared/work-orders';
import type { Db } from '../../db/client.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { saveErrorWorkbook } from '../exports/service.ts';
import { checkRows, type FileRow, rowErrors, type Say, workOrderErrorFile } from './import.ts';
import { insertImported, ownedWaybills } from './repository.ts';

/**
 * The rows of an imported sheet: the good ones are raised (a row raised before, recognised by its key,
 * is passed over), the bad ones reported by cell and kept in an error file the importing account may
 * download for a while; nothing of a bad row is written.
 */
export async function importWorkOrders(
  db: Db,
  scope: CustomerScope,
  rows: FileRow[],
  lang: Lang,
  say: Say,
): Promise<WorkOrderImportResult> {
  const numbers = [...new Set(rows.map((r) => r.original.waybillNo?.trim()).filter((n): n is string => !!n))];
  const { good, bad } = checkRows(rows, await ownedWaybills(db, scope, numbers));
  const errorFile = bad.length ? await workOrderErrorFile(bad, lang, say) : null;
  return db.transaction(async (tx): Promise<WorkOrderImportResult> => {
    const created = await insertImported(tx, scope, good);
    const errorFileId = errorFile
      ? await saveErrorWorkbook(tx, scope, {
          data: errorFile,
          name: `${say('workOrderImportErrorFileName')}.xlsx`,
          keepMinutes: WORK_ORDER_IMPORT_ERROR_FILE_MINUTES,
        })
      : undefined;
    return {
      total: rows.length,
      bad: bad.length,
      created,
      existing: good.length - created,
      errors: rowErrors(bad, say),
      ...(errorFileId ? { errorFileId } : {}),
    };
  });
}
