import { describe, expect, it } from 'vitest';
import { malaysianPostcodes } from '../../geography/dataset.ts';
import { findMentions } from './find-place-names.ts';
import { buildGeography, words } from './geography.ts';

const geo = buildGeography(malaysianPostcodes());
/** Each place name found, and whether it is taken as part of a street or locality. */
const mentionsIn = (t: string) => findMentions(t, words(t), geo, []).map((m) => [t.slice(m.start, m.end), m.blocked]);

describe('findMentions', () => {
  it.each([
    ['a street word before it', 'Jalan Perak', 'Perak'],
    ['a locality word after it', 'Puchong Jaya', 'Puchong'],
    ['a small number after it', 'Seremban 2', 'Seremban'],
  ])('marks a place name with %s as no place ("%s")', (_why, text, name) => {
    expect(mentionsIn(text)).toEqual([[name, true]]);
  });

  it('keeps the town and the state of a plain address', () => {
    expect(mentionsIn('No 1, Ipoh, Perak')).toEqual([
      ['Ipoh', false],
      ['Perak', false],
    ]);
  });

  it('reads "Johor Bahru Johor" as a city then a state', () => {
    expect(mentionsIn('Johor Bahru Johor')).toEqual([
      ['Johor Bahru', false],
      ['Johor', false],
    ]);
  });

  it('takes a Chinese town name glued to other Chinese text for a person (林新山), not on its own (新山)', () => {
    expect(mentionsIn('林新山')).toEqual([['新山', true]]);
    expect(mentionsIn('新山')).toEqual([['新山', false]]);
  });
});
