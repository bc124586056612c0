import { type AddressImportResult, type ImportAddressParameter, importSummaryKey } from '@portal/shared/address-import';
import { ApiError, upload } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';

/** What an import came to: saved (with its summary), or refused for its bad rows with nothing saved. */
export interface ImportOutcome {
  saved: boolean;
  desc: string;
  result: AddressImportResult;
}

const isResult = (data: unknown): data is AddressImportResult =>
  !!data && typeof data === 'object' && Array.isArray((data as AddressImportResult).errors);

/**
 * Sends the file. A refusal for bad rows ('all' mode, or no good row) still carries the rows'
 * problems and the error file, so it resolves as an outcome; any other refusal rejects.
 */
export async function importAddresses(file: File, parameter: ImportAddressParameter): Promise<ImportOutcome> {
  try {
    const result = await upload<AddressImportResult>('importAddress', file, file.name, parameter);
    return { saved: true, desc: msg(importSummaryKey(result), { total: result.total, bad: result.bad }), result };
  } catch (err) {
    if (err instanceof ApiError && isResult(err.data)) return { saved: false, desc: err.desc, result: err.data };
    throw err;
  }
}
