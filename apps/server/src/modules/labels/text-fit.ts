import { ascentEm, type Face } from './fonts.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Wrapped lines are LINE_HEIGHT ems apart with the baseline BASELINE ems below each line's top:
 * tighter than the font's own box (about 1.45 ems), which wastes room on a label, yet Chinese
 * and descenders stay inside the line.
 */
const LINE_HEIGHT = 1.22;
const BASELINE = 0.98;
const ELLIPSIS = '…';

/**
 * One line of text with its baseline at `baseline`, shrunk from `size` down to `minSize` to fit
 * `width`; what still does not fit at `minSize` is cut with an ellipsis. Nothing crosses the width.
 */
export function fitLine(
  doc: PDFKit.PDFDocument,
  text: string,
  face: Face,
  x: number,
  baseline: number,
  width: number,
  size: number,
  opts: { minSize?: number; align?: 'left' | 'center' | 'right'; color?: string; spacing?: number } = {},
): void {
  const measure = { characterSpacing: opts.spacing ?? 0 };
  doc.font(face).fontSize(size);
  let line = text.replace(/\s+/g, ' ').trim();
  let w = doc.widthOfString(line, measure);
  if (w > width) {
    doc.fontSize(Math.max(opts.minSize ?? size * 0.6, Math.floor(((size * width) / w) * 10) / 10));
    w = doc.widthOfString(line, measure);
    if (w > width) {
      line = cutToWidth(doc, line, width, measure);
      w = doc.widthOfString(line, measure);
    }
  }
  const dx = opts.align === 'center' ? (width - w) / 2 : opts.align === 'right' ? width - w : 0;
  doc.fillColor(opts.color ?? 'black').text(line, x + dx, baseline, { ...measure, lineBreak: false, baseline: 'alphabetic' });
}

/** The longest start of `text` that, with an ellipsis, fits `width` at the current font and size. */
function cutToWidth(doc: PDFKit.PDFDocument, text: string, width: number, measure: PDFKit.Mixins.TextOptions): string {
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(chars.slice(0, mid).join('') + ELLIPSIS, measure) <= width) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

/**
 * Paragraphs (each its own face) wrapped inside `box`, top-aligned: the largest size from `size`
 * down to `minSize`, in half points, at which all of them fit. At `minSize` what does not fit is
 * cut at the last line that does, which ends with an ellipsis.
 */
export function fitParagraphs(
  doc: PDFKit.PDFDocument,
  parts: ReadonlyArray<{ text: string; face: Face }>,
  box: Box,
  size: number,
  minSize: number,
): void {
  const shown = parts.filter((p) => p.text.trim() !== '');
  // pdfkit spaces wrapped lines by the font's line box plus lineGap; a negative gap gives LINE_HEIGHT.
  const spacing = (face: Face, s: number) => {
    doc.font(face).fontSize(s);
    const fontLine = doc.currentLineHeight(true);
    return { width: box.w, lineGap: LINE_HEIGHT * s - fontLine, slack: fontLine - LINE_HEIGHT * s, raise: (ascentEm(face) - BASELINE) * s };
  };
  const heightsAt = (s: number) => shown.map((p) => doc.heightOfString(p.text, { width: box.w, lineGap: spacing(p.face, s).lineGap }));
  const total = (hs: number[]) => hs.reduce((a, b) => a + b, 0);

  let s = size;
  let heights = heightsAt(s);
  if (total(heights) > box.h) {
    // Text area grows with the square of the size: start close to the answer, then step down.
    s = Math.max(minSize, Math.min(size - 0.5, Math.floor(size * Math.sqrt(box.h / total(heights)) * 2) / 2));
    heights = heightsAt(s);
    while (s > minSize && total(heights) > box.h) {
      s = Math.max(minSize, s - 0.5);
      heights = heightsAt(s);
    }
  }

  let y = box.y;
  for (const [i, p] of shown.entries()) {
    const room = box.y + box.h - y;
    const { width, lineGap, slack, raise } = spacing(p.face, s);
    const lines = Math.floor(room / (LINE_HEIGHT * s) + 1e-6);
    if (lines === 0) break;
    const text = heights[i]! <= room ? p.text : cutToLines(doc, p.text, width, lineGap, lines * LINE_HEIGHT * s);
    // `height` keeps pdfkit from ever starting a line below the box (its check counts the full font line box).
    doc.fillColor('black').text(text, box.x, y - raise, { width, lineGap, height: room + slack });
    y += Math.min(heights[i]!, lines * LINE_HEIGHT * s);
  }
}

/** The longest start of `text` that, with an ellipsis, wraps into `height` (a whole number of lines). */
function cutToLines(doc: PDFKit.PDFDocument, text: string, width: number, lineGap: number, height: number): string {
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.heightOfString(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, { width, lineGap }) <= height + 0.01) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}
