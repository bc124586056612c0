import { describe, expect, it } from 'vitest';
import { isDomesticPhone } from './account.ts';
import { isInternationalPhone } from './address.ts';
import {
  afterMalaysiaPrefix,
  compactPhone,
  e164Phone,
  fitDomesticPhone,
  fitInternationalPhone,
  fitPhoneInput,
  normaliseDomesticPhone,
  normalisePhone,
  phoneDigits,
} from './phone.ts';

describe('phone normalisation', () => {
  it('drops spaces, hyphens and brackets, keeps + and everything else', () => {
    expect(compactPhone(' 012-345\t6789 ')).toBe('0123456789');
    expect(compactPhone('+65 6123-4567')).toBe('+6561234567');
    expect(compactPhone('(03) 5632-1188')).toBe('0356321188');
    expect(compactPhone('(03) 5632.1188')).toBe('035632.1188');
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

  it.each([
    ['+60 12-345 6789', '0123456789'],
    ['+60 (12) 345-6789', '0123456789'],
    ['(012) 345 6789', '0123456789'],
    ['(03) 5632-1188', '0356321188'],
    ['+6012 345 6789', '0123456789'],
  ])('accepts %j as typed and stores %j', (typed, stored) => {
    expect(isDomesticPhone(typed)).toBe(true);
    expect(normaliseDomesticPhone(typed)).toBe(stored);
  });

  it.each(['012.345.6789', '+60 12-345 67890 1', '6012 345 6789', '012-345 67a9'])('still refuses %j', (typed) => {
    expect(isDomesticPhone(typed)).toBe(false);
  });

  it('reads another country written with brackets, counting its digits', () => {
    expect(isInternationalPhone('+65 (6123) 4567')).toBe(true);
    expect(normalisePhone('+65 (6123) 4567', false)).toBe('+6561234567');
    expect(isInternationalPhone('+1 (212) 555-0100 1234 5678 99')).toBe(false);
  });
});

describe('phone inputs count digits, not characters', () => {
  it('keeps a formatted number whole: the issue-14 case', () => {
    // Was cut to '+60 12-345 6' by a 12-character limit.
    expect(fitDomesticPhone('+60 12-345 6789')).toBe('+60 12-345 6789');
    expect(fitDomesticPhone('+60 (12) 345-6789')).toBe('+60 (12) 345-6789');
    expect(fitDomesticPhone('(012) 345 6789')).toBe('(012) 345 6789');
  });

  it('drops the digits past the most a number can have, and nothing else', () => {
    expect(fitDomesticPhone('+60 11-2345 67890')).toBe('+60 11-2345 6789');
    expect(fitDomesticPhone('+60 11-2345 678')).toBe('+60 11-2345 678');
    expect(fitDomesticPhone('012-3456 78901')).toBe('012-3456 7890');
    expect(fitPhoneInput('1-2-3-4', 2)).toBe('1-2--');
    expect(fitInternationalPhone('+1 (212) 555-0100 ext 1234567890')).toBe('+1 (212) 555-0100 ext 123456789');
    expect(fitDomesticPhone(undefined)).toBe('');
    expect(fitDomesticPhone(' '.repeat(50)).length).toBe(40);
  });
});

describe('the international form (E.164)', () => {
  it.each([
    ['03-5632 1188', '+60356321188'],
    ['(03) 5632-1188', '+60356321188'],
    ['012-345 6789', '+60123456789'],
    ['+60 12-345 6789', '+60123456789'],
    ['+60331234567', '+60331234567'],
    ['60123456789', '+60123456789'],
    ['+60 (0)3 5632 1188', '+60356321188'],
    ['0065 6123 4567', '+6561234567'],
    ['+65 6123-4567', '+6561234567'],
    [' 088-123 456 ', '+6088123456'],
  ])('writes %j as %j', (typed, e164) => {
    expect(e164Phone(typed)).toBe(e164);
  });

  it.each([null, undefined, '', 'NA', '012.345.6789', '+0123456789', '+1234567', '+1234567890123456', '6561234567'])(
    'has no international form for %j',
    (typed) => {
      expect(e164Phone(typed)).toBeNull();
    },
  );
});

describe('the digits behind a fixed +60 (the gift receiver form)', () => {
  it.each([
    ['0123456789', '123456789'],
    ['012-345 6789', '123456789'],
    ['+60123456789', '123456789'],
    ['+60 12-345 6789', '123456789'],
    ['60123456789', '123456789'],
    ['123456789', '123456789'],
    ['03-5632 1188', '356321188'],
  ])('%s -> %s', (typed, digits) => {
    expect(afterMalaysiaPrefix(typed)).toBe(digits);
    // With the prefix put back, the number is a domestic one.
    expect(isDomesticPhone(`+60${digits}`)).toBe(true);
  });
});
