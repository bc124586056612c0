import type { ZplDpi } from '@portal/shared/labels';
import { code128Modules } from './barcodes.ts';
import type { WaybillLabel } from './label-data.ts';
import { labelLayout, RULE_WIDTH } from './label-layout.ts';
import { thermalLayout } from './layout-thermal.ts';
import { qrSize } from './qr.ts';
import type { Box } from './text-fit.ts';
import { textBitmap } from './zpl-bitmap.ts';
import { bitmapField, boxField, code128Field, fillField, qrField, textField } from './zpl-commands.ts';
import { fitZplLine, fitZplParagraphs, type PlacedLine, printerCanPrint, textWidth } from './zpl-text.ts';

/** The printer's canvas: a 4 x 6 inch label (what a "100 x 150" label is sold as), in dots. */
const ZPL_CANVAS: Record<ZplDpi, { width: number; height: number }> = {
  203: { width: 812, height: 1218 },
  300: { width: 1200, height: 1800 },
};

/**
 * One waybill label in ZPL II, ^XA to ^XZ: the elements of label-layout.ts (the PDF's label) in the
 * same places, 100 x 150 mm less the PDF's 3 mm margins, converted from points to the printer's
 * dots. Bars and the QR code are the printer's own (^BC, ^BQ); text is its font 0, or a picture
 * where font 0 has no letters for it.
 */
export function zplLabel(label: WaybillLabel, dpi: ZplDpi): string {
  const dots = (pt: number) => Math.round((pt * dpi) / 72);
  const rule = Math.max(1, dots(RULE_WIDTH));
  const { width, height } = ZPL_CANVAS[dpi];
  // ^CI28: field data is UTF-8 (^FH spells its bytes out); ^LH0,0: positions from the label's corner.
  const out = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
  const text = (line: PlacedLine) => {
    const size = dots(line.size);
    if (printerCanPrint(line.text)) {
      out.push(
        textField(dots(line.x), dots(line.baseline), Math.max(10, size), line.text, {
          centreIn: line.centreIn && dots(line.centreIn),
          reverse: line.white,
        }),
      );
      return;
    }
    const bitmap = textBitmap(line.text, line.face, size);
    const offset = line.centreIn === undefined ? 0 : Math.max(0, (dots(line.centreIn) - bitmap.width) / 2);
    out.push(bitmapField(Math.round(dots(line.x) + offset), dots(line.baseline) - bitmap.ascent, bitmap, line.white));
  };
  const measure = (t: string, face: 'regular' | 'bold', size: number) => textWidth(t, face, size);

  for (const el of labelLayout(label, thermalLayout.slot(0), measure)) {
    switch (el.kind) {
      case 'line':
        text(fitZplLine(el));
        break;
      case 'paragraphs':
        for (const line of fitZplParagraphs(el)) text(line);
        break;
      case 'fill':
        out.push(fillField(dots(el.box.x), dots(el.box.y), dots(el.box.w), dots(el.box.h)));
        break;
      case 'rule':
        out.push(ruleField(el.box, dots, rule));
        break;
      case 'code128': {
        const modules = code128Modules(el.text);
        // As wide as the PDF's bars, in whole dots a module; narrower only if they would not fit the label.
        const module = Math.max(1, Math.min(dots(el.module), Math.floor(dots(thermalLayout.slot(0).w) / modules)));
        out.push(code128Field(Math.round(dots(el.centreX) - (modules * module) / 2), dots(el.y), module, dots(el.height), el.text));
        break;
      }
      case 'qr': {
        // Whole dots a module, no bigger than the PDF's, so the quiet zone stays inside the cell.
        const magnification = Math.max(1, Math.floor((el.module * dpi) / 72));
        const side = qrSize(el.text) * magnification;
        const x = Math.round(dots(el.box.x + el.box.w / 2) - side / 2);
        const y = Math.round(dots(el.box.y + el.box.h / 2) - side / 2);
        out.push(qrField(x, y, magnification, el.text));
        break;
      }
    }
  }
  out.push('^XZ');
  return `${out.join('\n')}\n`;
}

/** A rule centred on its line, as the PDF strokes it: the frame as a box outline, a line across or down as a thin box. */
function ruleField(box: Box, dots: (pt: number) => number, rule: number): string {
  const half = Math.floor(rule / 2);
  const x = dots(box.x) - half;
  const y = dots(box.y) - half;
  if (box.w > 0 && box.h > 0) return boxField(x, y, dots(box.w) + rule, dots(box.h) + rule, rule);
  if (box.h === 0) return boxField(x, y, dots(box.w) + rule, rule, rule);
  return boxField(x, y, rule, dots(box.h) + rule, rule);
}
