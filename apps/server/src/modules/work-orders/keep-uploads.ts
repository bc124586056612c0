import { Code } from '@portal/shared/codes';
import { WORK_ORDER_FILE_EXTENSIONS, WORK_ORDER_FILE_TYPES, type WorkOrderFile } from '@portal/shared/work-orders';
import type { Db } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import { saveFile } from '../../lib/file-store.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { contentMatches, displayNameOf, extensionAmong, storedNameOf } from '../../lib/uploaded-names.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';
import { insertUploads } from './repository.ts';

/**
 * Pictures or PDFs a shipper uploads for a work order, each judged by its first bytes: one bad file
 * refuses the whole upload and nothing is kept. The rest are stored in one transaction and wait for
 * the work order that takes them.
 */
export async function keepUploads(db: Db, scope: CustomerScope, files: UploadedFile[]): Promise<WorkOrderFile[]> {
  const checked = files.map((file) => {
    const ext = extensionAmong(file.name, WORK_ORDER_FILE_EXTENSIONS);
    if (!ext || !contentMatches(ext, file.data))
      throw new PortalError(Code.BAD_PARAMETER, 'workOrderFileType', { name: displayNameOf(file.name) });
    return { file, ext };
  });
  return db.transaction(async (tx) => {
    const kept = [];
    for (const { file, ext } of checked) {
      const contentType = WORK_ORDER_FILE_TYPES[ext];
      const fileId = await saveFile(tx, {
        data: file.data,
        name: storedNameOf('work-order', ext),
        contentType,
        userId: scope.userId,
        customerId: scope.customerId,
      });
      kept.push({ fileId, displayName: displayNameOf(file.name), contentType, size: file.data.length });
    }
    return insertUploads(tx, scope, kept);
  });
}
