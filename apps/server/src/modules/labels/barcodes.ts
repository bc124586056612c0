import bwipjs from 'bwip-js';
import { qrModules } from './qr.ts';
import type { Box } from './text-fit.ts';

/*
 * The waybill's two symbols, encoded by bwip-js and drawn here as filled rectangles: vector bars
 * stay sharp at any printer resolution, and a few dozen rectangles cost far less than rendering,
 * compressing and embedding two PNG images a label.
 */

/** Code 128 as alternating bar and space widths in modules, starting with a bar. */
function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, '');
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js returned no Code 128 bars');
  return symbol.sbs;
}

/**
 * How many modules wide the Code 128 of `text` is (the ZPL label centres the printer's bars with
 * it). An even number of digits is all subset C: start, a symbol a pair, check and stop (13).
 */
export function code128Modules(text: string): number {
  if (/^(\d\d)+$/.test(text)) return 11 * (text.length / 2 + 2) + 13;
  return code128Widths(text).reduce((sum, n) => sum + n, 0);
}

/** Code 128 bars centred on `centreX` from `y` down, `module` points a module, `height` tall. */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, centreX: number, y: number, module: number, height: number): void {
  const widths = code128Widths(text);
  let at = centreX - (widths.reduce((sum, n) => sum + n, 0) * module) / 2;
  for (let i = 0; i < widths.length; i++) {
    const w = widths[i]! * module;
    if (i % 2 === 0) doc.rect(at, y, w, height);
    at += w;
  }
  doc.fill('black');
}

/** A QR code centred in `box`, `module` points a module; each run of dark modules in a row is one rectangle. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, box: Box, module: number): void {
  const { size, pixs } = qrModules(text);
  const x = box.x + (box.w - size * module) / 2;
  const y = box.y + (box.h - size * module) / 2;
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!pixs[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && pixs[row * size + col]) col++;
      doc.rect(x + start * module, y + row * module, (col - start) * module, module);
    }
  }
  doc.fill('black');
}
