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

/**
 * One PDF for a batch of waybill labels. onProgress(done, total) is called as each label is
 * drawn (for a progress bar). Rendering is synchronous work split into short turns of the event loop.
 */
export async function renderLabels(
  labels: WaybillLabel[],
  format: LabelFormat,
  onProgress?: (done: number, total: number) => void,
): Promise<Buffer> {
  if (labels.length === 0) throw new RangeError('renderLabels needs at least one label');
  const layout = LAYOUTS[format];
  const doc = new PDFDocument({
    size: layout.size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: labels.length === 1 ? `Waybill ${labels[0]!.waybillNo}` : `Waybills (${labels.length})`, Creator: 'Courier Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerLabelFonts(doc);

  for (let i = 0; i < labels.length; i++) {
    const n = i % layout.labelsPerPage;
    if (n === 0) {
      doc.addPage();
      layout.decoratePage?.(doc);
    }
    drawLabel(doc, labels[i]!, layout.slot(n));
    onProgress?.(i + 1, labels.length);
    if ((i + 1) % LABELS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
