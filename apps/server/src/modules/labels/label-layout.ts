import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import type { Face } from './fonts.ts';
import type { LabelParty, WaybillLabel } from './label-data.ts';
import { formatKg, regionLine } from './label-text.ts';
import type { Box } from './text-fit.ts';

/*
 * What one label shows and where, in PDF points, as a list of elements: the PDF (draw-label.ts)
 * and the ZPL (zpl-label.ts) both draw this list, so the two print the same label. The box is
 * about 94 x 140 mm (the thermal page less its margins, or an A4 cell less its margins), in bands
 * from top to bottom; the receiver band takes whatever height the others leave. Black only:
 * thermal printers have no grey.
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
/** The width of every rule (the frame and the lines between bands and cells). */
export const RULE_WIDTH = 0.8;

/** One line of text, shrunk from `size` to `minSize` (0.6 of `size` when absent) to fit `width`, then cut with an ellipsis. */
export interface TextLine {
  kind: 'line';
  text: string;
  face: Face;
  x: number;
  baseline: number;
  width: number;
  size: number;
  minSize?: number;
  align?: 'left' | 'center';
  /** White on the black of a `fill` drawn before it. */
  white?: boolean;
  /** Extra space between characters (the waybill number under its bars). */
  spacing?: number;
}

/** Paragraphs wrapped in `box`, top-aligned, all at the largest half-point size from `size` down to `minSize` at which they fit. */
export interface TextBlock {
  kind: 'paragraphs';
  parts: ReadonlyArray<{ text: string; face: Face }>;
  box: Box;
  size: number;
  minSize: number;
}

export type LabelElement =
  | TextLine
  | TextBlock
  /** A black rectangle. */
  | { kind: 'fill'; box: Box }
  /** A rule of RULE_WIDTH: the frame (a box), or a line across (`h` 0) or down (`w` 0). */
  | { kind: 'rule'; box: Box }
  /** Code 128 bars of `module` points a module, `height` tall, from `y` down, centred on `centreX`. */
  | { kind: 'code128'; text: string; centreX: number; y: number; module: number; height: number }
  /** The QR code (error correction M) of `text`, `module` points a module, centred in `box`. */
  | { kind: 'qr'; text: string; box: Box; module: number };

/** How wide `text` is in `face` at `size` points (the tabs TO and FROM are as wide as their caption). */
export type MeasureText = (text: string, face: Face, size: number) => number;

type Band = 'header' | 'barcode' | 'receiver' | 'sender' | 'facts' | 'foot';

/** The bands of a label drawn in `box`, top to bottom. */
export function labelBands(box: Box): Record<Band, Box> {
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

const line = (
  text: string,
  face: Face,
  x: number,
  baseline: number,
  width: number,
  size: number,
  opts: Partial<TextLine> = {},
): TextLine => ({
  kind: 'line',
  text,
  face,
  x,
  baseline,
  width,
  size,
  ...opts,
});

/** Every element of one waybill label inside `box`, in drawing order (a white text after the black it sits on). */
export function labelLayout(label: WaybillLabel, box: Box, measure: MeasureText): LabelElement[] {
  const { header, barcode, receiver, sender, facts, foot } = labelBands(box);
  const { x, w } = box;
  const out: LabelElement[] = [];
  headerElements(out, label, header);
  out.push({
    kind: 'code128',
    text: label.waybillNo,
    centreX: x + w / 2,
    y: barcode.y + 7,
    module: CODE128_MODULE,
    height: CODE128_HEIGHT,
  });
  out.push(line(label.waybillNo, 'bold', x + PAD, barcode.y + 68, w - 2 * PAD, 13, { align: 'center', spacing: 2 }));
  receiverElements(out, label.receiver, receiver, measure);
  senderElements(out, label.sender, sender, measure);
  factElements(out, label, facts);
  footElements(out, label, foot);

  // The frame and every dividing line.
  const rule = (b: Box) => out.push({ kind: 'rule', box: b });
  rule(box);
  for (const b of [barcode, receiver, sender, facts, foot]) rule({ x, y: b.y, w, h: 0 });
  const down = (at: number, b: Box) => rule({ x: at, y: b.y, w: 0, h: b.h });
  down(x + w - SERVE_W, header);
  down(x + factColumns(w).pieceX, facts);
  down(x + factColumns(w).codX, facts);
  down(x + w - QR_CELL, foot);
  return out;
}

/** Product code white on black at the left, the sort code as big as fits, the serve type at the right. */
function headerElements(out: LabelElement[], label: WaybillLabel, b: Box): void {
  out.push({ kind: 'fill', box: { x: b.x, y: b.y, w: PRODUCT_W, h: b.h } });
  out.push(line(label.product, 'bold', b.x + 3, b.y + 30, PRODUCT_W - 6, 24, { align: 'center', white: true }));
  out.push(line(label.productName, 'regular', b.x + 3, b.y + 44, PRODUCT_W - 6, 8, { align: 'center', white: true, minSize: 5 }));
  const sortX = b.x + PRODUCT_W + PAD;
  out.push(line(label.sortCode, 'bold', sortX, b.y + 37, b.w - PRODUCT_W - SERVE_W - 2 * PAD, 30, { align: 'center', minSize: 12 }));
  out.push(line(label.serveType, 'bold', b.x + b.w - SERVE_W + 4, b.y + 31, SERVE_W - 8, 11, { align: 'center', minSize: 6 }));
}

/** A caption white on black (TO, FROM); returns its width. */
function tab(out: LabelElement[], caption: string, x: number, y: number, measure: MeasureText): number {
  const width = measure(caption, 'bold', 7) + 10;
  out.push({ kind: 'fill', box: { x, y, w: width, h: 11 } });
  out.push(line(caption, 'bold', x, y + 8.5, width, 7, { align: 'center', white: true }));
  return width;
}

/** The receiver, biggest on the label: name, phone, then the address and its region line shrunk to fit. */
function receiverElements(out: LabelElement[], party: LabelParty, b: Box, measure: MeasureText): void {
  const textX = b.x + PAD + tab(out, 'TO', b.x + PAD, b.y + 5, measure) + 6;
  const textW = b.x + b.w - PAD - textX;
  out.push(line(party.name, 'bold', textX, b.y + 15, textW, 12, { minSize: 8 }));
  out.push(line(party.phone, 'bold', textX, b.y + 30, textW, 11, { minSize: 8 }));
  out.push({
    kind: 'paragraphs',
    parts: [
      { text: party.address, face: 'regular' },
      { text: regionLine(party), face: 'bold' },
    ],
    box: { x: b.x + PAD, y: b.y + 35, w: b.w - 2 * PAD, h: b.h - 38 },
    size: 10,
    minSize: 6.5,
  });
}

/** The sender, smaller: name and phone on one line, then the address with its region. */
function senderElements(out: LabelElement[], party: LabelParty, b: Box, measure: MeasureText): void {
  const textX = b.x + PAD + tab(out, 'FROM', b.x + PAD, b.y + 5, measure) + 6;
  out.push(line(`${party.name} · ${party.phone}`, 'bold', textX, b.y + 14, b.x + b.w - PAD - textX, 8.5, { minSize: 6 }));
  const text = `${party.address.trim().replace(/,$/, '')}, ${regionLine(party)}`;
  out.push({
    kind: 'paragraphs',
    parts: [{ text, face: 'regular' }],
    box: { x: b.x + PAD, y: b.y + 19, w: b.w - 2 * PAD, h: b.h - 21 },
    size: 7.5,
    minSize: 5.5,
  });
}

/** Weight takes 30% of the width, piece 22%, COD the rest. */
const factColumns = (w: number) => ({ pieceX: Math.round(w * 0.3), codX: Math.round(w * 0.3) + Math.round(w * 0.22) });

/** Weight, piece n/m, and COD: white on black when there is an amount to collect, plainly NO COD when not. */
function factElements(out: LabelElement[], label: WaybillLabel, b: Box): void {
  const { pieceX, codX } = factColumns(b.w);
  const cell = (caption: string, value: string, x: number, width: number, opts: { white?: boolean; face?: Face } = {}) => {
    out.push(line(caption, 'bold', b.x + x + PAD, b.y + 10, width - 2 * PAD, 6.5, { white: opts.white }));
    out.push(line(value, opts.face ?? 'bold', b.x + x + PAD, b.y + 30, width - 2 * PAD, 14, { white: opts.white, minSize: 8 }));
  };
  cell('WEIGHT', formatKg(label.weightG), 0, pieceX);
  cell('PIECE', `${label.piece}/${label.pieces}`, pieceX, codX - pieceX);
  if (label.codSen > 0) {
    out.push({ kind: 'fill', box: { x: b.x + codX, y: b.y, w: b.w - codX, h: b.h } });
    cell('CASH ON DELIVERY', `COD ${formatRinggit(label.codSen)}`, codX, b.w - codX, { white: true });
  } else {
    cell('CASH ON DELIVERY', 'NO COD', codX, b.w - codX, { face: 'regular' });
  }
}

/** Order number, goods, remarks and print time at the left; the QR code of the waybill number at the right. */
function footElements(out: LabelElement[], label: WaybillLabel, b: Box): void {
  const textW = b.w - QR_CELL - 2 * PAD;
  const captionW = 44;
  const valueX = b.x + PAD + captionW;
  const valueW = textW - captionW;
  const caption = (text: string, baseline: number) => out.push(line(text, 'bold', b.x + PAD, baseline, captionW, 6.5));
  const paragraph = (text: string, y: number, h: number): TextBlock => ({
    kind: 'paragraphs',
    parts: [{ text, face: 'regular' }],
    box: { x: valueX, y, w: valueW, h },
    size: 7.5,
    minSize: 5.5,
  });
  caption('ORDER NO', b.y + 12);
  out.push(line(label.customerOrderNo ?? '-', 'regular', valueX, b.y + 12, valueW, 8, { minSize: 5.5 }));
  // Goods (two lines) and remarks (three) wrap and shrink; captions sit on their first line.
  caption('GOODS', b.y + 24.5);
  out.push(paragraph(label.goodsName, b.y + 17, 19));
  caption('REMARKS', b.y + 45.5);
  out.push(paragraph(label.remarks ?? '-', b.y + 38, 26));
  out.push(line(`PRINTED ${malaysiaTime(label.printedAt)}`, 'regular', b.x + PAD, b.y + b.h - 6, textW, 6.5));
  out.push({ kind: 'qr', text: label.waybillNo, box: { x: b.x + b.w - QR_CELL, y: b.y, w: QR_CELL, h: b.h }, module: QR_MODULE });
}
