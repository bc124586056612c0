import type { LabelFormat, ZplDpi } from '@portal/shared/labels';
import { malaysiaDate } from '@portal/shared/time';
import { callForFile, Timeout } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-file.ts';
import { PAGE_MARKER, pageCounter } from '../label-progress.ts';

export interface LabelProgress {
  pages: number;
  total: number;
}

/** How labels are printed: a format, and for ZPL the thermal printer's resolution. */
export interface LabelChoice {
  format: LabelFormat;
  dpi?: ZplDpi;
}

/**
 * The labels of these waybills as one file (printOrder.do), saved for the printer: a PDF, or a
 * .zpl file for a thermal printer's raw queue. The server sends pages (ZPL: labels) as it draws
 * them; `onProgress` hears the pages received against the pages the batch takes.
 */
export async function downloadLabels(
  waybillNos: string[],
  { format, dpi }: LabelChoice,
  opts: { onProgress?: (p: LabelProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const zpl = format === 'zpl';
  const count = pageCounter(zpl ? PAGE_MARKER.zpl : PAGE_MARKER.pdf);
  const file = await callForFile(
    'printOrder',
    { waybillNos, format, dpi },
    {
      timeoutMs: Timeout.order,
      signal: opts.signal,
      onChunk: opts.onProgress
        ? (chunk, res) => opts.onProgress?.({ pages: count(chunk), total: Number(res.headers.get('x-page-count')) || 0 })
        : undefined,
    },
  );
  // Named by the day in Malaysia, as the server names it.
  saveBlob(file, `waybills-${waybillNos.length === 1 ? waybillNos[0] : malaysiaDate()}.${zpl ? 'zpl' : 'pdf'}`);
}
