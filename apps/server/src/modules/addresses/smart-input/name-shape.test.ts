import { describe, expect, it } from 'vitest';
import { isCompany, isNameLike, splitLeadingName } from './name-shape.ts';
import type { Piece } from './types.ts';

describe('isNameLike', () => {
  it.each([
    ['Ali bin Abu', true],
    ['Mohd Ali @ Ahmad bin Hassan', true],
    ['Dr. Lim Soo Hoon', true],
    ['陈小明', true],
    ['Jalan Besar', false],
    ['No 12', false],
    ['北京路', false],
    ['Kedai Makan Selera Kampung', true],
  ])('"%s": %s', (text, nameLike) => {
    expect(isNameLike(text)).toBe(nameLike);
  });
});

describe('isCompany', () => {
  it('takes a business word first or a legal suffix last, with no digits', () => {
    expect(isCompany('Klinik Farah')).toBe(true);
    expect(isCompany('Syarikat Maju Jaya Sdn Bhd')).toBe(true);
    expect(isCompany('Penta Sdn. Bhd.')).toBe(true);
    expect(isCompany('Kedai 22')).toBe(false);
    expect(isCompany('Farah Klinik')).toBe(false);
  });
});

describe('splitLeadingName', () => {
  const piece = (text: string): Piece => ({ text, start: 10, end: 10 + text.length, scope: undefined, scopeFirst: true });

  it('cuts the name off at the first word that starts an address or holds a digit', () => {
    const [name, rest] = splitLeadingName(piece('Ali bin Abu No 12 Jalan Besar')) ?? [];
    expect(name).toMatchObject({ text: 'Ali bin Abu', start: 10, end: 21 });
    expect(rest).toMatchObject({ text: 'No 12 Jalan Besar', start: 22, scopeFirst: false });
  });

  it('does not cut when nothing name-like comes first', () => {
    expect(splitLeadingName(piece('Jalan Besar 12'))).toBeUndefined();
    expect(splitLeadingName(piece('Wisma Sri Kenanga 3'))).toBeUndefined();
  });
});
