import { describe, expect, it } from 'vitest';
import { pickName } from './pick-name.ts';
import type { Phone, Piece, Span } from './types.ts';

/** Pieces of `t`, each at its place in it, with the fields given. */
const piecesOf = (t: string, ...specs: [string, Partial<Piece>?][]): Piece[] =>
  specs.map(([text, more]) => {
    const start = t.indexOf(text);
    return { text, start, end: start + text.length, scope: undefined, scopeFirst: false, ...more };
  });
const phoneAt = (t: string, digits: string): Phone => ({
  start: t.indexOf(digits),
  end: t.indexOf(digits) + digits.length,
  value: digits,
  malaysian: true,
});

describe('pickName', () => {
  it('takes a labelled person over a labelled firm, and leaves the firm in the address', () => {
    const t = 'To: Penta Sdn Bhd\nAttn: Mr. Lee\nNo 3 Jalan Besar';
    const pieces = piecesOf(
      t,
      ['Penta Sdn Bhd', { scope: 'name', scopeFirst: true }],
      ['Mr. Lee', { scope: 'name', scopeFirst: true }],
      ['No 3 Jalan Besar', { scope: 'name' }],
    );
    const { name, rest } = pickName(t, pieces, [], 0, []);
    expect(name).toBe('Mr. Lee');
    expect(rest.map((p) => p.text)).toEqual(['Penta Sdn Bhd', 'No 3 Jalan Besar']);
  });

  it('prefers a piece next to the phone to the first one', () => {
    const t = 'Taman Melur\nSiti Aminah 0123456789';
    const { name } = pickName(t, piecesOf(t, ['Taman Melur'], ['Siti Aminah']), [phoneAt(t, '0123456789')], 0, []);
    expect(name).toBe('Siti Aminah');
  });

  it('scores a piece that names a town lower ("Kuching" is more likely the locality)', () => {
    const t = 'Kuching\nAli 0123456789';
    const town: Span = { start: 0, end: 7 };
    const phones = [phoneAt(t, '0123456789')];
    // Kuching: first (3) less a town (2); Ali: next to the phone (2).
    expect(pickName(t, piecesOf(t, ['Kuching'], ['Ali']), phones, 0, [town]).name).toBe('Ali');
    expect(pickName(t, piecesOf(t, ['Kuching'], ['Ali']), phones, 0, []).name).toBe('Kuching');
  });

  it('splits a name running straight into the street off the first piece', () => {
    const t = 'Ali bin Abu No 12 Jalan Besar';
    const { name, rest } = pickName(t, piecesOf(t, [t]), [], 0, []);
    expect([name, rest.map((p) => p.text)]).toEqual(['Ali bin Abu', ['No 12 Jalan Besar']]);
  });
});
