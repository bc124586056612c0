import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import { drawCode128, drawQr } from './barcodes.ts';
import type { Face } from './fonts.ts';
import type { LabelParty, WaybillLabel } from './label-data.ts';
import { formatKg, regionLine } from './label-text.ts';
import { type Box, fitLine, fitParagraphs } from './text-fit.ts';

/*
 * One label inside a box of about 94 x 140 mm (the thermal page less its margins, or an A4 cell
 * less its margins), in bands from top to bottom; the receiver band takes whatever height the
 * others leave. Black only: thermal printers have no grey.
 *
 *   | product | sort code            | serve type |   HEADER
 *   |        Code 128 + waybill number           |   BARCODE
 *   | TO  receiver name, phone, address, region  |   (the rest)
 *   | FROM sender name, phone, address, region   |   SENDER
 *   | weight | piece n/m | COD or NO COD         |   FACTS
 *   | order no, goods, remarks, printed  |  QR   |   FOOT
 */
const HEADER = 52;
const BARCODE = 74;
const SENDER = 58;
const FACTS = 38;
const FOOT = 80;

/** 0.75 mm a module (6 dots of a 203 dpi thermal head): 12 digits make 101 modules, about 76 mm. */
const CODE128_MODULE = 2.126;
const CODE128_HEIGHT = 46;
/** 0.95 mm a module: the 21-module QR code is 20 mm square, centred in its cell with the 4-module quiet zone it needs. */
const QR_MODULE = 2.7;
const QR_CELL = 80;
const PRODUCT_W = 58;
const SERVE_W = 64;
const PAD = 6;
const LINE = 0.8;

/** The bands of a label drawn in `box`, top to bottom. */
export function labelBands(box: Box): Record<'header' | 'barcode' | 'receiver' | 'sender' | 'facts' | 'foot', Box> {
  const { x, w } = box;
  const receiverHeight = box.h - HEADER - BARCODE - SENDER - FACTS - FOOT;
  let y = box.y;
  const band = (h: number) => {
    const b = { x, y, w, h };
    y += h;
    return b;
  };
  return {
    header: band(HEADER),
    barcode: band(BARCODE),
    receiver: band(receiverHeight),
    sender: band(SENDER),
    facts: band(FACTS),
    foot: band(FOOT),
  };
}

/** Draws one waybill label inside `box` of the current page. */
export function drawLabel(doc: PDFKit.PDFDocument, label: WaybillLabel, box: Box): void {
  const { header, barcode, receiver, sender, facts, foot } = labelBands(box);
  const { x, w } = box;
  drawHeader(doc, label, header);
  drawCode128(doc, label.waybillNo, x + w / 2, barcode.y + 7, CODE128_MODULE, CODE128_HEIGHT);
  fitLine(doc, label.waybillNo, 'bold', x + PAD, barcode.y + 68, w - 2 * PAD, 13, { align: 'center', spacing: 2 });
  drawReceiver(doc, label.receiver, receiver);
  drawSender(doc, label.sender, sender);
  drawFacts(doc, label, facts);
  drawFoot(doc, label, foot);

  // The frame and every dividing line, as one path stroked once.
  doc.lineWidth(LINE).rect(x, box.y, w, box.h);
  for (const b of [barcode, receiver, sender, facts, foot]) doc.moveTo(x, b.y).lineTo(x + w, b.y);
  const vertical = (at: number, b: Box) => doc.moveTo(at, b.y).lineTo(at, b.y + b.h);
  vertical(x + w - SERVE_W, header);
  vertical(x + factColumns(w).pieceX, facts);
  vertical(x + factColumns(w).codX, facts);
  vertical(x + w - QR_CELL, foot);
  doc.stroke('black');
}

/** Product code white on black at the left, the sort code as big as fits, the serve type at the right. */
function drawHeader(doc: PDFKit.PDFDocument, label: WaybillLabel, b: Box): void {
  doc.rect(b.x, b.y, PRODUCT_W, b.h).fill('black');
  fitLine(doc, label.product, 'bold', b.x + 3, b.y + 30, PRODUCT_W - 6, 24, { align: 'center', color: 'white' });
  fitLine(doc, label.productName, 'regular', b.x + 3, b.y + 44, PRODUCT_W - 6, 8, { align: 'center', color: 'white', minSize: 5 });
  const sortX = b.x + PRODUCT_W + PAD;
  fitLine(doc, label.sortCode, 'bold', sortX, b.y + 37, b.w - PRODUCT_W - SERVE_W - 2 * PAD, 30, { align: 'center', minSize: 12 });
  fitLine(doc, label.serveType, 'bold', b.x + b.w - SERVE_W + 4, b.y + 31, SERVE_W - 8, 11, { align: 'center', minSize: 6 });
}

/** A caption white on black (TO, FROM); returns its width. */
function tab(doc: PDFKit.PDFDocument, caption: string, x: number, y: number): number {
  const width = doc.font('bold').fontSize(7).widthOfString(caption) + 10;
  doc.rect(x, y, width, 11).fill('black');
  fitLine(doc, caption, 'bold', x, y + 8.5, width, 7, { align: 'center', color: 'white' });
  return width;
}

/** The receiver, biggest on the label: name, phone, then the address and its region line shrunk to fit. */
function drawReceiver(doc: PDFKit.PDFDocument, party: LabelParty, b: Box): void {
  const textX = b.x + PAD + tab(doc, 'TO', b.x + PAD, b.y + 5) + 6;
  const textW = b.x + b.w - PAD - textX;
  fitLine(doc, party.name, 'bold', textX, b.y + 15, textW, 12, { minSize: 8 });
  fitLine(doc, party.phone, 'bold', textX, b.y + 30, textW, 11, { minSize: 8 });
  const parts = [
    { text: party.address, face: 'regular' as const },
    { text: regionLine(party), face: 'bold' as const },
  ];
  fitParagraphs(doc, parts, { x: b.x + PAD, y: b.y + 35, w: b.w - 2 * PAD, h: b.h - 38 }, 10, 6.5);
}

/** The sender, smaller: name and phone on one line, then the address with its region. */
function drawSender(doc: PDFKit.PDFDocument, party: LabelParty, b: Box): void {
  const textX = b.x + PAD + tab(doc, 'FROM', b.x + PAD, b.y + 5) + 6;
  fitLine(doc, `${party.name} · ${party.phone}`, 'bold', textX, b.y + 14, b.x + b.w - PAD - textX, 8.5, { minSize: 6 });
  const text = `${party.address.trim().replace(/,$/, '')}, ${regionLine(party)}`;
  fitParagraphs(doc, [{ text, face: 'regular' }], { x: b.x + PAD, y: b.y + 19, w: b.w - 2 * PAD, h: b.h - 21 }, 7.5, 5.5);
}

/** Weight takes 30% of the width, piece 22%, COD the rest. */
const factColumns = (w: number) => ({ pieceX: Math.round(w * 0.3), codX: Math.round(w * 0.3) + Math.round(w * 0.22) });

/** Weight, piece n/m, and COD: white on black when there is an amount to collect, plainly NO COD when not. */
function drawFacts(doc: PDFKit.PDFDocument, label: WaybillLabel, b: Box): void {
  const { pieceX, codX } = factColumns(b.w);
  const cell = (caption: string, value: string, x: number, width: number, opts: { color?: string; face?: Face } = {}) => {
    fitLine(doc, caption, 'bold', b.x + x + PAD, b.y + 10, width - 2 * PAD, 6.5, { color: opts.color });
    fitLine(doc, value, opts.face ?? 'bold', b.x + x + PAD, b.y + 30, width - 2 * PAD, 14, { color: opts.color, minSize: 8 });
  };
  cell('WEIGHT', formatKg(label.weightG), 0, pieceX);
  cell('PIECE', `${label.piece}/${label.pieces}`, pieceX, codX - pieceX);
  if (label.codSen > 0) {
    doc.rect(b.x + codX, b.y, b.w - codX, b.h).fill('black');
    cell('CASH ON DELIVERY', `COD ${formatRinggit(label.codSen)}`, codX, b.w - codX, { color: 'white' });
  } else {
    cell('CASH ON DELIVERY', 'NO COD', codX, b.w - codX, { face: 'regular' });
  }
}

/** Order number, goods, remarks and print time at the left; the QR code of the waybill number at the right. */
function drawFoot(doc: PDFKit.PDFDocument, label: WaybillLabel, b: Box): void {
  const textW = b.w - QR_CELL - 2 * PAD;
  const captionW = 44;
  const valueX = b.x + PAD + captionW;
  const valueW = textW - captionW;
  const caption = (text: string, baseline: number) => fitLine(doc, text, 'bold', b.x + PAD, baseline, captionW, 6.5);
  caption('ORDER NO', b.y + 12);
  fitLine(doc, label.customerOrderNo ?? '-', 'regular', valueX, b.y + 12, valueW, 8, { minSize: 5.5 });
  // Goods (two lines) and remarks (three) wrap and shrink; captions sit on their first line.
  caption('GOODS', b.y + 24.5);
  fitParagraphs(doc, [{ text: label.goodsName, face: 'regular' }], { x: valueX, y: b.y + 17, w: valueW, h: 19 }, 7.5, 5.5);
  caption('REMARKS', b.y + 45.5);
  fitParagraphs(doc, [{ text: label.remarks ?? '-', face: 'regular' }], { x: valueX, y: b.y + 38, w: valueW, h: 26 }, 7.5, 5.5);
  fitLine(doc, `PRINTED ${malaysiaTime(label.printedAt)}`, 'regular', b.x + PAD, b.y + b.h - 6, textW, 6.5);
  drawQr(doc, label.waybillNo, { x: b.x + b.w - QR_CELL, y: b.y, w: QR_CELL, h: b.h }, QR_MODULE);
}
