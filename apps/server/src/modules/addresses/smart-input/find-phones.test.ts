import { describe, expect, it } from 'vitest';
import { findLabels } from './find-labels.ts';
import { findPhones } from './find-phones.ts';

const phonesIn = (t: string) => findPhones(t, findLabels(t)).map((p) => [p.value, t.slice(p.start, p.end)]);

describe('findPhones', () => {
  it('takes the longest run that is a valid number, so a postcode after it stays out', () => {
    expect(phonesIn('Ali 012-345 6789 55100 Kuala Lumpur')).toEqual([['0123456789', '012-345 6789']]);
  });

  it('never starts a number written in groups with a 5-digit group: that is a postcode', () => {
    // "01000" + "12345" would make a valid 010 number.
    expect(phonesIn('Kangar 01000 12345')).toEqual([]);
  });

  it.each([
    ['+6012-345 6789', '0123456789'],
    ['(+60)12-345 6789', '0123456789'],
    ['03-2141 1234', '0321411234'],
    ['088-231234', '088231234'],
    ['+65 9123 4567', '+6591234567'],
  ])('reads %s as %s', (written, value) => {
    expect(phonesIn(`Ali ${written}`).map(([v]) => v)).toEqual([value]);
  });

  it('adds the leading 0 a labelled number left out, and only a labelled one', () => {
    expect(phonesIn('Tel: 123456789').map(([v]) => v)).toEqual(['0123456789']);
    expect(phonesIn('Ali 123456789')).toEqual([]);
  });

  it('leaves digits glued to a letter or a hyphen to the unit number', () => {
    expect(phonesIn('A-0123456789, P0123456789')).toEqual([]);
  });

  it('reads a second number after a slash, and keeps an extension and a note with their number', () => {
    expect(phonesIn('012-773 5562/019-882 1100').map(([v]) => v)).toEqual(['0127735562', '0198821100']);
    expect(phonesIn('Tel: 03-5510 5133 ext 221, 03-6156 2234 (rumah) (Ali)').map(([, s]) => s)).toEqual([
      '03-5510 5133 ext 221',
      '03-6156 2234 (rumah)',
    ]);
  });
});
