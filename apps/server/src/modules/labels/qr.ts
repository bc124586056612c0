import bwipjs from 'bwip-js';

/*
 * The waybill's QR code, error correction M. bwip-js (BWIPP) chooses a QR code's mask by scoring
 * all eight masked symbols in its PostScript emulation: about 1.3 ms of the 1.9 ms a waybill's
 * symbol takes, a third of a 1,000-label batch. A waybill number always fits version 1 (21 x 21,
 * up to 34 digits), so there we ask bwip-js for the symbol under mask 0 only, derive the other
 * seven and score them with BWIPP's own rules here. The result is the very symbol bwip-js would
 * choose (labels.test.ts compares them over many numbers); any longer text goes to bwip-js whole.
 */

const SIZE = 21;
const CELLS = SIZE * SIZE;

/** The eight mask conditions of ISO/IEC 18004 (row r, column c): a data module is inverted where true. */
const MASKS: ReadonlyArray<(r: number, c: number) => boolean> = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r * c) % 3) + ((r + c) % 2)) % 2 === 0,
];

/** Version 1 function modules: finders with separators and format areas, timing row and column. */
const isFunction = (r: number, c: number) => (r < 9 && (c < 9 || c >= 13)) || (r >= 13 && c < 9) || r === 6 || c === 6;
/** The 2 x 15 format information modules. */
const isFormat = (r: number, c: number) => (r === 8 && c !== 6 && (c < 9 || c >= 13)) || (c === 8 && r !== 6 && (r < 9 || r >= 14));
const DARK_MODULE = 13 * SIZE + 8;

interface Tables {
  /** Per mask: 1 on each data module that mask inverts. */
  patterns: Uint8Array[];
  /** Per mask: the function modules of a version 1, level M symbol with that mask (its format information included); 0 on data modules. */
  bases: Uint8Array[];
  /** What BWIPP scores the function modules as: format areas dark, the dark module light (both are set after the choice). */
  scoredBase: Uint8Array;
}
let tables: Tables | undefined;

const cells = (fill: (r: number, c: number) => number) =>
  Uint8Array.from({ length: CELLS }, (_, p) => fill(Math.floor(p / SIZE), p % SIZE));

function qrTables(): Tables {
  if (tables) return tables;
  const bases = MASKS.map((_, m) => {
    const { pixs } = encode('0', `eclevel=M version=1 mask=${m + 1}`);
    return cells((r, c) => (isFunction(r, c) ? pixs[r * SIZE + c]! : 0));
  });
  tables = {
    patterns: MASKS.map((mask) => cells((r, c) => (!isFunction(r, c) && mask(r, c) ? 1 : 0))),
    bases,
    scoredBase: cells((r, c) => (r * SIZE + c === DARK_MODULE ? 0 : isFormat(r, c) ? 1 : bases[0]![r * SIZE + c]!)),
  };
  return tables;
}

function encode(text: string, options: string): { size: number; pixs: number[] } {
  const [symbol] = bwipjs.raw('qrcode', text, options);
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js returned no QR modules');
  return { size: symbol.pixx, pixs: symbol.pixs };
}

/** How many modules a side the QR code of `text` is: up to 34 digits fit version 1 at level M (21 x 21). */
export const qrSize = (text: string): number => (/^\d{1,34}$/.test(text) ? SIZE : qrModules(text).size);

/** The QR code of `text` (error correction M) as a square of modules, row by row; 1 is dark. */
export function qrModules(text: string): { size: number; pixs: number[] } {
  const first = encode(text, 'eclevel=M mask=1');
  if (first.size !== SIZE) return encode(text, 'eclevel=M');
  const { patterns, bases, scoredBase } = qrTables();
  // The data bits with no mask: mask 0 undone (function modules end up 0).
  const data = cells((r, c) => (isFunction(r, c) ? 0 : first.pixs[r * SIZE + c]! ^ patterns[0]![r * SIZE + c]!));
  const scored = new Uint8Array(CELLS);
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let m = 0; m < MASKS.length; m++) {
    const pattern = patterns[m]!;
    for (let p = 0; p < CELLS; p++) scored[p] = scoredBase[p]! | (data[p]! ^ pattern[p]!);
    const score = penalty(scored);
    if (score < bestScore) {
      best = m;
      bestScore = score;
    }
  }
  const base = bases[best]!;
  const pattern = patterns[best]!;
  return { size: SIZE, pixs: Array.from({ length: CELLS }, (_, p) => base[p]! | (data[p]! ^ pattern[p]!)) };
}

/** BWIPP's score of a masked symbol (lower is better): runs, 2 x 2 blocks, finder-like patterns, dark balance. */
function penalty(sym: Uint8Array): number {
  let score = 0;
  const runs: number[] = [];
  for (let i = 0; i < SIZE; i++) {
    score += lineScore(sym, i, SIZE, runs);
    score += lineScore(sym, i * SIZE, 1, runs);
  }
  let dark = 0;
  for (let p = 0; p < CELLS; p++) dark += sym[p]!;
  for (let r = 1; r < SIZE; r++) {
    for (let c = 1; c < SIZE; c++) {
      const p = r * SIZE + c;
      const block = sym[p]! + sym[p - 1]! + sym[p - SIZE]! + sym[p - SIZE - 1]!;
      if (block === 0 || block === 4) score += 3;
    }
  }
  return score + Math.floor(Math.abs((dark * 100) / CELLS - 50) / 5) * 10;
}

/** Runs of 5 or more, and dark-light-dark-dark-dark-light-dark patterns, along one row or column. */
function lineScore(sym: Uint8Array, start: number, step: number, runs: number[]): number {
  // Run lengths, light first (that first run may be empty), as BWIPP counts them.
  runs.length = 0;
  let colour = 0;
  let length = 0;
  for (let k = 0, p = start; k < SIZE; k++, p += step) {
    if (sym[p] === colour) length++;
    else {
      runs.push(length);
      colour = sym[p]!;
      length = 1;
    }
  }
  runs.push(length);
  let score = 0;
  for (const run of runs) if (run >= 5) score += run - 2;
  for (let j = 3; j <= runs.length - 3; j += 2) {
    const unit = runs[j]! / 3;
    if (!Number.isInteger(unit) || runs[j - 2] !== unit || runs[j - 1] !== unit || runs[j + 1] !== unit || runs[j + 2] !== unit) continue;
    if (j === 3 || j + 4 >= runs.length || runs[j - 3]! >= 4 || runs[j + 3]! >= 4) score += 40;
  }
  return score;
}
