import type { TextBitmap } from './zpl-bitmap.ts';

/*
 * The few ZPL II commands a waybill label is made of (Zebra's ZPL II Programming Guide), every
 * position and size in dots from the top left corner of the label.
 */

/**
 * Field data as ^FH reads it: printable ASCII stays, except ^ and ~ (the command prefixes, which
 * would end the field and run the rest of a receiver's name as commands) and _ (the ^FH indicator);
 * those and every byte of a non-ASCII character (UTF-8, which ^CI28 selects) go as _XX.
 */
function fieldHex(text: string): string {
  // Printable ASCII less ^ (5E), _ (5F) and ~ (7E).
  if (/^[\x20-\x5d\x60-\x7d]*$/.test(text)) return text;
  let out = '';
  for (const char of text) {
    if (/^[\x20-\x5d\x60-\x7d]$/.test(char)) {
      out += char;
      continue;
    }
    for (const byte of Buffer.from(char, 'utf8')) out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A text field in font 0 (the printer's scalable font), its baseline at `y` (^FT). */
export function textField(x: number, y: number, height: number, text: string, opts: { centreIn?: number; reverse?: boolean } = {}): string {
  // In a field block a backslash starts an escape (\& is a new line): \\ prints one.
  const block = opts.centreIn === undefined ? '' : `^FB${opts.centreIn},1,0,C,0`;
  const data = opts.centreIn === undefined ? text : text.replaceAll('\\', '\\\\');
  return `^FT${x},${y}^A0N,${height},${height}${block}${opts.reverse ? '^FR' : ''}^FH^FD${fieldHex(data)}^FS`;
}

/** A black rectangle (^GB as thick as its shorter side). */
export const fillField = (x: number, y: number, w: number, h: number): string => `^FO${x},${y}^GB${w},${h},${Math.min(w, h)},B^FS`;

/** A box outline or a line (^GB with one side as thick as the line). */
export const boxField = (x: number, y: number, w: number, h: number, thickness: number): string =>
  `^FO${x},${y}^GB${w},${h},${thickness},B^FS`;

/** Code 128 (^BC, the printer choosing subsets: 12 digits print as subset C), no line of digits of its own. */
export const code128Field = (x: number, y: number, module: number, height: number, data: string): string =>
  `^FO${x},${y}^BY${module}^BCN,${height},N,N,N,A^FH^FD${fieldHex(data)}^FS`;

/** A QR code (^BQ model 2), error correction M with automatic input (the MA, before the data). */
export const qrField = (x: number, y: number, magnification: number, data: string): string =>
  `^FO${x},${y}^BQN,2,${magnification}^FH^FDMA,${fieldHex(data)}^FS`;

/** A 1-bit picture (^GF, ASCII hex), white where it sits on black when `reverse`. */
export function bitmapField(x: number, y: number, bitmap: TextBitmap, reverse = false): string {
  const total = bitmap.rowBytes * bitmap.height;
  return `^FO${x},${y}${reverse ? '^FR' : ''}^GFA,${total},${total},${bitmap.rowBytes},${Buffer.from(bitmap.bits).toString('hex').toUpperCase()}^FS`;
}
