import PDFDocument from 'pdfkit';
import { drawLabel } from './draw-label.ts';
import { registerLabelFonts } from './fonts.ts';
import type { LabelFormat, WaybillLabel } from './label-data.ts';
import { a4Layout } from './layout-a4.ts';
import { thermalLayout } from './layout-thermal.ts';
import type { PageLayout } from './page-layout.ts';

const LAYOUTS: Record<LabelFormat, PageLayout> = { thermal: thermalLayout, a4: a4Layout };

/** Labels drawn between two yields to the event loop: a batch of 1,000 must not stall the server's other requests. */
const LABELS_PER_TURN = 20;

/** The pages a batch of labels takes in a format (a client's progress counts pages as they arrive). */
export const pageCount = (labels: number, format: LabelFormat): number => Math.ceil(labels / LAYOUTS[format].labelsPerPage);

/**
 * A batch of waybill labels drawn into a PDF stream: `pdf` is readable at once and gives each page
 * as soon as the next one is begun, so a large batch can be sent while it is drawn and the browser
 * can count pages for a real progress bar. Drawing is synchronous work split into short turns of the
 * event loop; it stops when `signal` aborts (the browser went away). `drawn` settles when the PDF
 * is complete (or rejects with what broke it).
 */
export function streamLabels(
  labels: WaybillLabel[],
  format: LabelFormat,
  opts: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): { pdf: PDFKit.PDFDocument; drawn: Promise<void> } {
  if (labels.length === 0) throw new RangeError('streamLabels needs at least one label');
  const layout = LAYOUTS[format];
  const pdf = new PDFDocument({
    size: layout.size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: labels.length === 1 ? `Waybill ${labels[0]!.waybillNo}` : `Waybills (${labels.length})`, Creator: 'Courier Portal' },
  });
  registerLabelFonts(pdf);
  const drawn = (async () => {
    for (let i = 0; i < labels.length; i++) {
      const n = i % layout.labelsPerPage;
      if (n === 0) {
        pdf.addPage();
        layout.decoratePage?.(pdf);
      }
      drawLabel(pdf, labels[i]!, layout.slot(n));
      opts.onProgress?.(i + 1, labels.length);
      if ((i + 1) % LABELS_PER_TURN === 0) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        opts.signal?.throwIfAborted();
      }
    }
    pdf.end();
  })();
  return { pdf, drawn };
}

/** One PDF for a batch of waybill labels, whole (tests, the bench, small batches). */
export async function renderLabels(
  labels: WaybillLabel[],
  format: LabelFormat,
  onProgress?: (done: number, total: number) => void,
): Promise<Buffer> {
  const { pdf, drawn } = streamLabels(labels, format, { onProgress });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  await drawn;
  await ended;
  return Buffer.concat(chunks);
}
