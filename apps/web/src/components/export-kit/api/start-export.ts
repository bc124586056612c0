import type { ExportStarted } from '@portal/shared/export';
import { call, Timeout } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { type ExportRequest, exportPayload } from '../export-request.ts';

/** Starts an export: `direct` means fetch the file now, `task` that it is being prepared in the download centre. */
export const startExport = (request: ExportRequest) =>
  // Counting a large list can take a while: the order calls' timeout, not the shell's.
  call<ExportStarted>(request.exportApi, exportPayload(request, currentLang()), { timeoutMs: Timeout.order });
