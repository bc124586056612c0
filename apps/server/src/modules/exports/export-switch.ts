import { Code } from '@portal/shared/codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/portal.ts';
import type { ExportSource } from './export-sources.ts';

/**
 * Spec 6: an account whose exportFlag is 1 may not export the lists that declare `exportSwitch`. Asked of the account
 * as it is now, before an export is recorded and again before its queued task runs (the switch may go off between).
 */
export async function checkExportSwitch(db: Db, caller: Caller, source: ExportSource): Promise<void> {
  if (!source.exportSwitch) return;
  const [user] = await db.select({ exportFlag: users.exportFlag }).from(users).where(eq(users.id, caller.userId));
  if (user?.exportFlag === 1) throw new PortalError(Code.FORBIDDEN, source.exportSwitch);
}
