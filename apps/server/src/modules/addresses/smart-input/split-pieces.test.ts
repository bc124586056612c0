import { describe, expect, it } from 'vitest';
import { findLabels } from './find-labels.ts';
import { piecesOf } from './split-pieces.ts';
import type { Span } from './types.ts';

/** As the pipeline calls it: the labels are cut out along with the other spans. */
const piecesOfText = (t: string, removed: readonly Span[] = []) => {
  const labels = findLabels(t);
  return piecesOf(t, [...labels, ...removed], labels);
};
const piecesIn = (t: string) => piecesOfText(t).map((p) => p.text);

describe('piecesOf', () => {
  it('cuts at line breaks, commas, " / " and " - "', () => {
    expect(piecesIn('Ali\nNo 3, Jalan 4/2 - Taman Melur / Kajang')).toEqual(['Ali', 'No 3', 'Jalan 4/2', 'Taman Melur', 'Kajang']);
  });

  it('cuts at a sentence end, but not after an abbreviation or a title', () => {
    expect(piecesIn('Vista Heights. Hazlina')).toEqual(['Vista Heights', 'Hazlina']);
    expect(piecesIn('No. 5 Kg. Baru')).toEqual(['No. 5 Kg. Baru']);
    expect(piecesIn('Dr. Lim Soo Hoon')).toEqual(['Dr. Lim Soo Hoon']);
  });

  it('cuts at a colon after a word that is no label, and marks the piece before it', () => {
    const t = 'Kuantan: No 3 Jalan Besar';
    expect(piecesOfText(t).map((p) => [p.text, p.colon])).toEqual([
      ['Kuantan', true],
      ['No 3 Jalan Besar', false],
    ]);
  });

  it('cuts at the spans taken out, and marks the first piece after a label as its value', () => {
    const t = 'Nama: Siti Aminah, Kampung Padang 0123456789 Kelantan';
    const phone = { start: t.indexOf('0123'), end: t.indexOf('0123') + 10 };
    expect(piecesOfText(t, [phone]).map((p) => [p.text, p.scope, p.scopeFirst])).toEqual([
      ['Siti Aminah', 'name', true],
      ['Kampung Padang', 'name', false],
      ['Kelantan', 'name', false],
    ]);
  });
});
