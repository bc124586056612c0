import { type Face, labelFont } from './fonts.ts';
import type { TextBlock, TextLine } from './label-layout.ts';

/*
 * Text fitted for a ZPL label the way text-fit.ts fits it into the PDF: a line shrinks to its
 * width down to a minimum size and is then cut with an ellipsis; paragraphs wrap, shrink in half
 * points and at the minimum size are cut at the last line that fits. pdfkit is not there to
 * wrap, so the lines are broken here, measured with the PDF's own font (Noto Sans SC). The
 * printer's font 0 is a condensed face, narrower than Noto Sans at the same height, so a line
 * that fits here fits on the label too.
 */

/** Lines are LINE_HEIGHT ems apart with the baseline BASELINE ems below each line's top (as in text-fit.ts). */
export const LINE_HEIGHT = 1.22;
export const BASELINE = 0.98;

/** One line as it goes onto the label, its baseline at `baseline` (points). */
export interface PlacedLine {
  text: string;
  face: Face;
  x: number;
  baseline: number;
  size: number;
  /** The box a centred line is centred in; absent when left-aligned. */
  centreIn?: number;
  white?: boolean;
}

/**
 * What the printer's own font prints: printable ASCII and Latin-1 (Malay, English, the accents of
 * European names). Anything else (Chinese, Tamil script) the label carries as a picture of the text.
 */
export const printerCanPrint = (text: string): boolean => /^[\x20-\x7e\u00a0-\u00ff]*$/.test(text);

/** '…' is not in every printer's font 0; three dots are. */
const ellipsisFor = (text: string) => (printerCanPrint(text) ? '...' : '…');

const advances: Record<Face, Map<number, number>> = { regular: new Map(), bold: new Map() };

/** Width of `text` in points, in `face` at `size`, with `spacing` points after each character. */
export function textWidth(text: string, face: Face, size: number, spacing = 0): number {
  const font = labelFont(face);
  const cache = advances[face];
  let units = 0;
  let count = 0;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    let advance = cache.get(cp);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(cp).advanceWidth;
      cache.set(cp, advance);
    }
    units += advance;
    count++;
  }
  return (units * size) / font.unitsPerEm + spacing * count;
}

/** A single line of the layout, fitted: the size it prints at and its text (cut with an ellipsis if need be). */
export function fitZplLine(el: TextLine): PlacedLine {
  let text = el.text.replace(/\s+/g, ' ').trim();
  let size = el.size;
  const width = (t: string, s: number) => textWidth(t, el.face, s, el.spacing);
  let w = width(text, size);
  if (w > el.width) {
    size = Math.max(el.minSize ?? el.size * 0.6, Math.floor(((el.size * el.width) / w) * 10) / 10);
    w = width(text, size);
    if (w > el.width) text = cutToWidth(text, (t) => width(t, size), el.width);
  }
  return {
    text,
    face: el.face,
    x: el.x,
    baseline: el.baseline,
    size,
    centreIn: el.align === 'center' ? el.width : undefined,
    white: el.white,
  };
}

/** The longest start of `text` that, with an ellipsis, is at most `max` wide. */
function cutToWidth(text: string, width: (t: string) => number, max: number): string {
  const chars = [...text];
  const ellipsis = ellipsisFor(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (width(chars.slice(0, mid).join('') + ellipsis) <= max) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('').trimEnd() + ellipsis;
}

/** Ideographs and their punctuation: a line may break between any two of them. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * `text` broken into lines of at most `max` points: at spaces, between ideographs, and inside a
 * word only when the word alone is wider than the line (as pdfkit breaks it in the PDF).
 */
function wrapLines(text: string, face: Face, size: number, max: number): string[] {
  const width = (t: string) => textWidth(t, face, size);
  // Pieces that may not be broken, each marked with whether a space comes before it.
  const pieces: { text: string; spaced: boolean }[] = [];
  let spaced = false;
  for (const run of text.split(/(\s+)/)) {
    if (run === '') continue;
    if (/^\s+$/.test(run)) {
      spaced = true;
      continue;
    }
    let word = '';
    const endWord = () => {
      if (word === '') return;
      pieces.push({ text: word, spaced });
      spaced = false;
      word = '';
    };
    for (const char of run) {
      if (!CJK.test(char)) {
        word += char;
        continue;
      }
      endWord();
      pieces.push({ text: char, spaced });
      spaced = false;
    }
    endWord();
  }
  const lines: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current === '' ? piece.text : current + (piece.spaced ? ' ' : '') + piece.text;
    if (width(joined) <= max) {
      current = joined;
      continue;
    }
    if (current !== '') lines.push(current);
    current = '';
    // A piece wider than a whole line is broken where the line is full.
    let rest = piece.text;
    while (width(rest) > max) {
      const chars = [...rest];
      let fit = 1;
      while (fit < chars.length && width(chars.slice(0, fit + 1).join('')) <= max) fit++;
      lines.push(chars.slice(0, fit).join(''));
      rest = chars.slice(fit).join('');
    }
    current = rest;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** The paragraphs of the layout, fitted and broken into lines, top-aligned in their box. */
export function fitZplParagraphs(el: TextBlock): PlacedLine[] {
  const { box } = el;
  const shown = el.parts.map((p) => ({ ...p, text: p.text.replace(/\s+/g, ' ').trim() })).filter((p) => p.text !== '');
  const linesAt = (s: number) => shown.map((p) => wrapLines(p.text, p.face, s, box.w));
  const heightOf = (all: string[][], s: number) => all.reduce((sum, lines) => sum + lines.length, 0) * LINE_HEIGHT * s;

  let s = el.size;
  let lines = linesAt(s);
  if (heightOf(lines, s) > box.h) {
    // Text area grows with the square of the size: start close to the answer, then step down.
    s = Math.max(el.minSize, Math.min(el.size - 0.5, Math.floor(el.size * Math.sqrt(box.h / heightOf(lines, s)) * 2) / 2));
    lines = linesAt(s);
    while (s > el.minSize && heightOf(lines, s) > box.h) {
      s = Math.max(el.minSize, s - 0.5);
      lines = linesAt(s);
    }
  }

  const placed: PlacedLine[] = [];
  const step = LINE_HEIGHT * s;
  let row = 0;
  for (const [i, part] of shown.entries()) {
    const room = Math.floor((box.h - row * step) / step + 1e-6);
    if (room <= 0) break;
    let partLines = lines[i]!;
    if (partLines.length > room) partLines = cutToLines(part.text, part.face, s, box.w, room);
    for (const text of partLines) {
      placed.push({ text, face: part.face, x: box.x, baseline: box.y + row * step + BASELINE * s, size: s });
      row++;
    }
  }
  return placed;
}

/** The lines of the longest start of `text` that, with an ellipsis, wraps into `count` lines. */
function cutToLines(text: string, face: Face, size: number, max: number, count: number): string[] {
  const chars = [...text];
  const ellipsis = ellipsisFor(text);
  const wrapped = (n: number) => wrapLines(chars.slice(0, n).join('').trimEnd() + ellipsis, face, size, max);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (wrapped(mid).length <= count) lo = mid;
    else hi = mid - 1;
  }
  return wrapped(lo);
}
