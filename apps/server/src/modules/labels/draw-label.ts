import { drawCode128, drawQr } from './barcodes.ts';
import type { WaybillLabel } from './label-data.ts';
import { labelLayout, RULE_WIDTH } from './label-layout.ts';
import { type Box, fitLine, fitParagraphs } from './text-fit.ts';

/** Draws one waybill label (the elements of label-layout.ts) inside `box` of the current page. */
export function drawLabel(doc: PDFKit.PDFDocument, label: WaybillLabel, box: Box): void {
  const measure = (text: string, face: 'regular' | 'bold', size: number) => doc.font(face).fontSize(size).widthOfString(text);
  const rules: Box[] = [];
  for (const el of labelLayout(label, box, measure)) {
    switch (el.kind) {
      case 'line':
        fitLine(doc, el.text, el.face, el.x, el.baseline, el.width, el.size, {
          minSize: el.minSize,
          align: el.align,
          color: el.white ? 'white' : undefined,
          spacing: el.spacing,
        });
        break;
      case 'paragraphs':
        fitParagraphs(doc, el.parts, el.box, el.size, el.minSize);
        break;
      case 'fill':
        doc.rect(el.box.x, el.box.y, el.box.w, el.box.h).fill('black');
        break;
      case 'rule':
        rules.push(el.box);
        break;
      case 'code128':
        drawCode128(doc, el.text, el.centreX, el.y, el.module, el.height);
        break;
      case 'qr':
        drawQr(doc, el.text, el.box, el.module);
        break;
    }
  }
  // The frame and every dividing line, as one path stroked once.
  doc.lineWidth(RULE_WIDTH);
  for (const r of rules) {
    if (r.w > 0 && r.h > 0) doc.rect(r.x, r.y, r.w, r.h);
    else doc.moveTo(r.x, r.y).lineTo(r.x + r.w, r.y + r.h);
  }
  doc.stroke('black');
}
