import { describe, expect, it } from 'vitest';
import { tidyAddress } from './detail-address.ts';
import type { Piece } from './types.ts';

const piece = (text: string): Piece => ({ text, start: 0, end: text.length, scope: undefined, scopeFirst: false });

describe('tidyAddress', () => {
  it('joins the pieces with commas and folds spaces and empty fields', () => {
    expect(tidyAddress(['No 3 ,', '  Jalan   Melur', ',', 'Taman Sri ,'].map(piece))).toBe('No 3, Jalan Melur, Taman Sri');
    expect(tidyAddress([])).toBe('');
  });
});
