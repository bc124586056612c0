import { malaysiaDate } from '@portal/shared/time';
import { callForFile, Timeout } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-file.ts';
import { pageCounter } from '../label-progress.ts';

export type LabelFormat = 'thermal' | 'a4';

export interface LabelProgress {
  pages: number;
  total: number;
}

/**
 * The labels of these waybills as one PDF (printOrder.do), saved for the printer. The server sends
 * pages as it draws them; `onProgress` hears the pages received against the pages the batch takes.
 */
export async function downloadLabels(
  waybillNos: string[],
  format: LabelFormat,
  opts: { onProgress?: (p: LabelProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const count = pageCounter();
  const pdf = await callForFile(
    'printOrder',
    { waybillNos, format },
    {
      timeoutMs: Timeout.order,
      signal: opts.signal,
      onChunk: opts.onProgress
        ? (chunk, res) => opts.onProgress?.({ pages: count(chunk), total: Number(res.headers.get('x-page-count')) || 0 })
        : undefined,
    },
  );
  // Named by the day in Malaysia, as the server names it.
  saveBlob(pdf, `waybills-${waybillNos.length === 1 ? waybillNos[0] : malaysiaDate()}.pdf`);
}
