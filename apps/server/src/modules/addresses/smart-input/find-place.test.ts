import { describe, expect, it } from 'vitest';
import { malaysianPostcodes } from '../../geography/dataset.ts';
import { findLabels } from './find-labels.ts';
import { findPhones } from './find-phones.ts';
import { locate } from './find-place.ts';
import { findMentions } from './find-place-names.ts';
import { buildGeography, words } from './geography.ts';

const geo = buildGeography(malaysianPostcodes());
/** The stages before it, as the pipeline runs them; the removed spans as the text they cover. */
const located = (t: string) => {
  const labels = findLabels(t);
  const phones = findPhones(t, labels);
  const ws = words(t);
  const { removed, ...place } = locate(t, ws, findMentions(t, ws, geo, [...labels, ...phones]), phones, labels, geo);
  return { ...place, removed: removed.map((s) => t.slice(s.start, s.end)) };
};

describe('locate', () => {
  it('takes the postcode and the town and state written next to it out of the text', () => {
    expect(located('No 12, Jalan Ampang, 55100 Kuala Lumpur, W.P. Kuala Lumpur')).toEqual({
      postcode: '55100',
      prov: 'W.P. Kuala Lumpur',
      city: 'Kuala Lumpur',
      removed: ['55100', 'Kuala Lumpur', 'W.P. Kuala Lumpur'],
    });
  });

  it('reads a lot, PT or house number as no postcode, even one the data set knows', () => {
    expect(located('Kampung Sungai Tangkas, 43000').postcode).toBe('43000');
    expect(located('PT 43000, Kampung Sungai Tangkas').postcode).toBe('');
    expect(located('Lot 43000 Kampung Kedai Lalat 16010 Kota Bharu').postcode).toBe('16010');
  });

  it('takes, of two towns sharing a postcode, the one the text names', () => {
    expect(located('No 2, Taman Universiti, 86400 Parit Raja').city).toBe('Parit Raja');
    expect(located('No 7, Jalan Kemboja, 86400 Johor').city).toBe('Batu Pahat');
  });

  it('keeps a state written before the postcode that disagrees with it: it may name a street', () => {
    expect(located('Jalan Jubli Perak, 01000 Kangar')).toMatchObject({ prov: 'Perlis', removed: ['01000', 'Kangar'] });
  });

  it('without a postcode, reads the last run of names that holds a state, and only an unambiguous town', () => {
    expect(located('No 8 Jalan Bukit Baru, Jasin, Melaka')).toMatchObject({ postcode: '', prov: 'Melaka', city: 'Jasin' });
    expect(located('Kampung Pida 3, Ayer Hitam')).toMatchObject({ prov: '', city: '' });
  });
});
