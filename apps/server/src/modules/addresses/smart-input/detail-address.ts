import type { Piece } from './types.ts';

/** Joins the address pieces and tidies commas and spaces. */
export function tidyAddress(pieces: readonly Piece[]): string {
  return pieces
    .map((p) => p.text)
    .join(', ')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}
