import { type Face, labelFont } from './fonts.ts';
import { BASELINE, LINE_HEIGHT } from './zpl-text.ts';

/*
 * A line of text the printer's fonts cannot print (a receiver written 陈嘉欣) goes onto a ZPL label
 * as a 1-bit picture, drawn here from the PDF's own font: the glyph outlines, flattened to straight
 * edges and filled by the non-zero rule at each dot's centre. Only such lines are pictures; every
 * Latin line is the printer's own text, so a batch stays small and prints at the printer's speed.
 */

export interface TextBitmap {
  /** Dots across and down. */
  width: number;
  height: number;
  /** Bytes a row (8 dots a byte, the last one padded). */
  rowBytes: number;
  /** Rows top to bottom, the leftmost dot the high bit; 1 is black. */
  bits: Uint8Array;
  /** How far the top row sits above the baseline, in dots. */
  ascent: number;
}

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Straight pieces a curve is flattened into: enough for a smooth bowl at label sizes (below 100 dots). */
const CURVE_STEPS = 8;

/** `text` in `face` at `sizeDots` dots an em, as the rows of a bitmap one line box tall (LINE_HEIGHT ems). */
export function textBitmap(text: string, face: Face, sizeDots: number): TextBitmap {
  const font = labelFont(face);
  const scale = sizeDots / font.unitsPerEm;
  const ascent = Math.ceil(BASELINE * sizeDots);
  const height = Math.max(1, Math.ceil(LINE_HEIGHT * sizeDots));
  const edges: Edge[] = [];
  let penX = 0;
  for (const char of text) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
    // Font units have y up; the bitmap's rows go down from its top.
    const at = (x: number, y: number): [number, number] => [penX + x * scale, ascent - y * scale];
    let start: [number, number] = [0, 0];
    let last = start;
    const edgeTo = (p: [number, number]) => {
      if (p[1] !== last[1]) edges.push({ x0: last[0], y0: last[1], x1: p[0], y1: p[1] });
      last = p;
    };
    for (const { command, args } of glyph.path.commands) {
      const a = args;
      if (command === 'moveTo') {
        if (last !== start) edgeTo(start);
        start = at(a[0]!, a[1]!);
        last = start;
      } else if (command === 'lineTo') edgeTo(at(a[0]!, a[1]!));
      else if (command === 'quadraticCurveTo') {
        const [x0, y0] = last;
        const [cx, cy] = at(a[0]!, a[1]!);
        const [x1, y1] = at(a[2]!, a[3]!);
        for (let i = 1; i <= CURVE_STEPS; i++) {
          const t = i / CURVE_STEPS;
          const u = 1 - t;
          edgeTo([u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1]);
        }
      } else if (command === 'bezierCurveTo') {
        const [x0, y0] = last;
        const [c1x, c1y] = at(a[0]!, a[1]!);
        const [c2x, c2y] = at(a[2]!, a[3]!);
        const [x1, y1] = at(a[4]!, a[5]!);
        for (let i = 1; i <= CURVE_STEPS; i++) {
          const t = i / CURVE_STEPS;
          const u = 1 - t;
          edgeTo([
            u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x1,
            u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y1,
          ]);
        }
      } else if (command === 'closePath') {
        edgeTo(start);
      }
    }
    if (last !== start) edgeTo(start);
    penX += glyph.advanceWidth * scale;
  }

  const width = Math.max(1, Math.ceil(penX));
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  const crossings: { x: number; winding: number }[] = [];
  for (let row = 0; row < height; row++) {
    const y = row + 0.5;
    crossings.length = 0;
    for (const e of edges) {
      const down = e.y1 > e.y0;
      const top = down ? e.y0 : e.y1;
      const bottom = down ? e.y1 : e.y0;
      if (y < top || y >= bottom) continue;
      crossings.push({ x: e.x0 + ((y - e.y0) * (e.x1 - e.x0)) / (e.y1 - e.y0), winding: down ? 1 : -1 });
    }
    crossings.sort((p, q) => p.x - q.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.winding;
      if (winding === 0) continue;
      // Dots whose centres lie between this crossing and the next.
      const from = Math.max(0, Math.ceil(crossings[i]!.x - 0.5));
      const to = Math.min(width, Math.ceil(crossings[i + 1]!.x - 0.5));
      for (let col = from; col < to; col++) {
        const at = row * rowBytes + (col >> 3);
        bits[at] = (bits[at] ?? 0) | (0x80 >> (col & 7));
      }
    }
  }
  return { width, height, rowBytes, bits, ascent };
}
