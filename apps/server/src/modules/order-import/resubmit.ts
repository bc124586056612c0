import { Code } from '@portal/shared/codes';
import { importRunning, type ResubmitImportParameter } from '@portal/shared/order-import';
import { and, eq, inArray } from 'drizzle-orm';
import { orderImports } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { ORDER_IMPORT_RUN } from './import-job.ts';
import type { OrderImportDeps } from './module.ts';
import { findImport } from './repository.ts';

/**
 * The result screen's "submit again": the fixed cells replace the row's, and the import waits for
 * its job once more, which places only the rows without a waybill. A placed row cannot be changed
 * here (its order is edited in order management). Only a finished import takes fixes, and the
 * conditional update makes a double click one resubmission.
 */
export async function resubmitImport(deps: OrderImportDeps, scope: CustomerScope, parameter: ResubmitImportParameter) {
  const imp = await findImport(deps.db, scope, parameter.importId);
  if (!imp) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  if (importRunning(imp.state)) throw new PortalError(Code.BAD_PARAMETER, 'importBusy');
  const fixes = new Map(parameter.rows.map((r) => [r.rowNumber, r.cells]));
  const rows = imp.rows.map((row) => {
    const fix = fixes.get(row.rowNumber);
    return fix && !row.waybillNo ? { ...row, cells: { ...row.cells, ...fix } } : row;
  });
  if (!rows.some((r) => !r.waybillNo)) throw new PortalError(Code.BAD_PARAMETER, 'importNoFixes');
  const sent = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(orderImports)
      .set({ rows, state: 'WAITING', done: 0, finishedAt: null })
      .where(and(eq(orderImports.id, imp.id), inArray(orderImports.state, ['IMPORTED', 'FAILED'])))
      .returning({ id: orderImports.id });
    if (!updated.length) return false;
    await deps.jobs.send(ORDER_IMPORT_RUN, { importId: imp.id }, { tx });
    return true;
  });
  if (!sent) throw new PortalError(Code.BAD_PARAMETER, 'importBusy');
  deps.jobs.wake(ORDER_IMPORT_RUN);
  return { importId: imp.id, state: 'WAITING' as const };
}
