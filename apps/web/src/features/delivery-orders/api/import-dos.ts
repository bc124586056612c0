import type { DoImportResult } from '@portal/shared/delivery-order';
import { ApiError, upload } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';

export interface DoImportOutcome {
  saved: boolean;
  desc: string;
  result: DoImportResult;
}

const isResult = (data: unknown): data is DoImportResult =>
  !!data && typeof data === 'object' && Array.isArray((data as DoImportResult).errors);

/** doinfoOrder/batchSave: a refusal that saved no DO still carries each row's problem, so it resolves as an outcome. */
export async function importDos(file: File): Promise<DoImportOutcome> {
  try {
    const result = await upload<DoImportResult>('doinfoOrder/batchSave', file, file.name);
    return { saved: true, desc: msg('importSummary', { total: result.total, bad: result.bad }), result };
  } catch (err) {
    if (err instanceof ApiError && isResult(err.data)) return { saved: false, desc: err.desc, result: err.data };
    throw err;
  }
}
