import { malaysiaTime } from '@portal/shared/time';
import PDFDocument from 'pdfkit';
import { A4_MARGIN as M, A4 as PAGE, A4_TEXT_WIDTH as W } from '../../lib/a4-page.ts';
import { drawCode128, fitLine, fitParagraphs, registerLabelFonts } from '../labels/service.ts';

/** Everything one DO sheet shows. */
export interface DoSheet {
  doNo: string;
  shipper: string;
  receiver: { name: string; tel: string; address: string; postcode: string };
  lines: { lineNo: number; itemCode: string; itemName: string; quantity: number }[];
  packingNos: string[];
  printCount: number;
  printedAt: Date;
}

/** The sheet's words in the caller's language. */
export type SheetTexts = Record<
  | 'title'
  | 'shipper'
  | 'receiver'
  | 'date'
  | 'lineNo'
  | 'itemCode'
  | 'itemName'
  | 'quantity'
  | 'total'
  | 'boxes'
  | 'receivedBy'
  | 'copy'
  | 'page',
  (params?: Record<string, string | number>) => string
>;

const ROW = 16;
/** 0.33 mm a module: a DO number of 12 characters is about 55 mm, read by any dock scanner at arm's length. */
const MODULE = 0.95;
const BAR_H = 40;
/** Where the lines table ends and the boxes and signature take over. */
const FOOT_H = 150;

/**
 * One DO sheet a page (more pages when the lines do not fit): title, DO number as Code 128 with its
 * text, from and to, the lines table with its total, the boxes (packing numbers), and the box the
 * receiver's dock signs and chops. Black only, like the labels, for any office printer.
 */
function drawSheet(doc: PDFKit.PDFDocument, s: DoSheet, t: SheetTexts): void {
  let page = 0;
  const header = () => {
    doc.addPage();
    page++;
    fitLine(doc, t.title(), 'bold', M, M + 18, W / 2, 20);
    drawCode128(doc, s.doNo, M + W - 110, M, MODULE, BAR_H);
    fitLine(doc, s.doNo, 'bold', M + W - 220, M + BAR_H + 14, 220, 12, { align: 'center', spacing: 1 });
    fitLine(
      doc,
      `${t.date()}: ${malaysiaTime(s.printedAt)}  ·  ${t.copy({ n: s.printCount })}  ·  ${t.page({ n: page })}`,
      'regular',
      M,
      M + 38,
      W / 2,
      8,
    );
    return M + BAR_H + 28;
  };
  let y = header();
  const half = (W - 12) / 2;
  fitLine(doc, t.shipper(), 'bold', M, y + 10, half, 9);
  fitParagraphs(doc, [{ text: s.shipper, face: 'regular' }], { x: M, y: y + 14, w: half, h: 54 }, 10, 7);
  fitLine(doc, t.receiver(), 'bold', M + half + 12, y + 10, half, 9);
  fitParagraphs(
    doc,
    [
      { text: s.receiver.name, face: 'bold' },
      { text: s.receiver.tel, face: 'regular' },
      { text: `${s.receiver.address} ${s.receiver.postcode}`, face: 'regular' },
    ],
    { x: M + half + 12, y: y + 14, w: half, h: 54 },
    10,
    7,
  );
  y += 76;
  const cols = [
    { x: M, w: 34, text: t.lineNo(), align: 'left' as const },
    { x: M + 34, w: 100, text: t.itemCode(), align: 'left' as const },
    { x: M + 134, w: W - 134 - 70, text: t.itemName(), align: 'left' as const },
    { x: M + W - 70, w: 70, text: t.quantity(), align: 'right' as const },
  ];
  const rowLine = (cells: string[], face: 'regular' | 'bold') => {
    for (const [i, c] of cols.entries()) fitLine(doc, cells[i] ?? '', face, c.x + 2, y + 11.5, c.w - 4, 9, { align: c.align });
    doc
      .lineWidth(0.5)
      .moveTo(M, y + ROW)
      .lineTo(M + W, y + ROW)
      .stroke('black');
    y += ROW;
  };
  doc
    .lineWidth(0.8)
    .moveTo(M, y)
    .lineTo(M + W, y)
    .stroke('black');
  rowLine(
    cols.map((c) => c.text),
    'bold',
  );
  for (const line of s.lines) {
    if (y + ROW > PAGE.h - M - FOOT_H) {
      y = header();
      rowLine(
        cols.map((c) => c.text),
        'bold',
      );
    }
    rowLine([String(line.lineNo), line.itemCode, line.itemName, String(line.quantity)], 'regular');
  }
  rowLine(['', '', t.total(), String(s.lines.reduce((sum, l) => sum + l.quantity, 0))], 'bold');
  y += 12;
  fitLine(doc, t.boxes({ count: s.packingNos.length }), 'bold', M, y + 10, W, 9);
  fitParagraphs(doc, [{ text: s.packingNos.join(', '), face: 'regular' }], { x: M, y: y + 14, w: W, h: 40 }, 9, 6);
  const sign = { x: M + W / 2, y: PAGE.h - M - 70, w: W / 2, h: 70 };
  doc.lineWidth(0.8).rect(sign.x, sign.y, sign.w, sign.h).stroke('black');
  fitParagraphs(doc, [{ text: t.receivedBy(), face: 'regular' }], { x: sign.x + 6, y: sign.y + 4, w: sign.w - 12, h: 24 }, 8, 6);
}

/** The DO sheets of a print, one PDF, whole (a print is at most DO_PRINT_MAX sheets). */
export async function renderDoSheets(sheets: DoSheet[], t: SheetTexts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Delivery orders', Creator: 'Courier Portal' },
  });
  registerLabelFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [i, sheet] of sheets.entries()) {
    drawSheet(doc, sheet, t);
    // A long print must not hold the event loop: other requests go between sheets.
    if ((i + 1) % 20 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
