import { describe, expect, it } from 'vitest';
import { compactPhone, normaliseDomesticPhone, normalisePhone, phoneDigits } from './phone.ts';

describe('phone normalisation', () => {
  it('drops spaces and hyphens, keeps + and everything else', () => {
    expect(compactPhone(' 012-345\t6789 ')).toBe('0123456789');
    expect(compactPhone('+65 6123-4567')).toBe('+6561234567');
    expect(compactPhone('(03) 5632.1188')).toBe('(03)5632.1188');
  });

  it.each([
    ['+60 12-345 6789', '0123456789'],
    ['+6012-345 6789', '0123456789'],
    ['012-345 6789', '0123456789'],
    ['60123456789', '60123456789'],
    ['+65 6123 4567', '+6561234567'],
    ['+60', '0'],
    ['', ''],
  ])('reads +60 as 0, keeps 0 and a bare 60 as typed: %j is %j', (typed, stored) => {
    expect(normaliseDomesticPhone(typed)).toBe(stored);
  });

  it('normalises only domestic numbers', () => {
    expect(normalisePhone('+60 12-345 6789', true)).toBe('0123456789');
    expect(normalisePhone('+60 12-345 6789', false)).toBe('+60123456789');
  });

  it('counts digits only', () => {
    expect(phoneDigits('+60 12-3')).toBe('60123');
    expect(phoneDigits('abc')).toBe('');
  });
});
