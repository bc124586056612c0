import { readWrittenPlace } from '@portal/shared/written-place';
import { describe, expect, it } from 'vitest';
import { malaysianPostcodes } from '../geography/dataset.ts';
import { placeNamesOf } from './service.ts';
import { buildGeography } from './smart-input/geography.ts';

const geo = buildGeography(malaysianPostcodes());
const names = placeNamesOf(geo);
const read = (postcode: string, prov: string, city: string) =>
  readWrittenPlace(
    geo.placesOf(postcode).map((p) => ({ postcode: p.postcode, prov: p.state, city: p.city })),
    prov,
    city,
    names,
  );

describe('readWrittenPlace: the postcode decides, the town written only has to agree', () => {
  it.each([
    ['10200', 'Pulau Pinang', 'George Town', 'Pulau Pinang', 'Pulau Pinang'],
    ['10200', 'Penang', 'Georgetown', 'Pulau Pinang', 'Pulau Pinang'],
    ['10200', '', 'penang', 'Pulau Pinang', 'Pulau Pinang'],
    ['50450', 'KL', 'KL', 'W.P. Kuala Lumpur', 'Kuala Lumpur'],
    ['50450', 'Wilayah Persekutuan', 'Kuala Lumpur', 'W.P. Kuala Lumpur', 'Kuala Lumpur'],
    ['80000', 'Johor', 'JB', 'Johor', 'Johor Bahru'],
    ['81300', 'Johor', 'Johor Baharu', 'Johor', 'Johor Bahru'],
    ['15200', 'Kelantan', 'Kota Bahru', 'Kelantan', 'Kota Bharu'],
    ['15050', '', 'Kota Baru', 'Kelantan', 'Kota Bharu'],
    ['05000', 'Kedah', 'Alor Star', 'Kedah', 'Alor Setar'],
    ['08000', 'Kedah', 'Sg. Petani', 'Kedah', 'Sungai Petani'],
    // A mukim or neighbour named instead of the post town: Cheras and Semenyih beside Kajang, Plentong beside Masai.
    ['43000', 'Selangor', 'Cheras', 'Selangor', 'Kajang'],
    ['43000', 'Selangor', 'Semenyih', 'Selangor', 'Kajang'],
    ['81750', 'Johor', 'Plentong', 'Johor', 'Masai'],
    // Cheras across the border, in Kuala Lumpur.
    ['56000', 'Kuala Lumpur', 'Cheras', 'W.P. Kuala Lumpur', 'Kuala Lumpur'],
    ['47500', 'Selangor', 'SUBANG JAYA', 'Selangor', 'Subang Jaya'],
    ['47500', '', '', 'Selangor', 'Subang Jaya'],
  ])('%s with %s / %s is %s / %s', (postcode, prov, city, wantProv, wantCity) => {
    expect(read(postcode, prov, city)).toEqual({ place: { postcode, prov: wantProv, city: wantCity } });
  });

  it('names both when the town or state is a place elsewhere', () => {
    expect(read('10200', 'Pulau Pinang', 'Johor Bahru')).toEqual({
      contradicts: 'city',
      written: 'Johor Bahru',
      prov: 'Pulau Pinang',
      city: 'Pulau Pinang',
    });
    // The same state, but far: Muar (84xxx) is not beside Johor Bahru's 80000.
    expect(read('80000', 'Johor', 'Muar')).toMatchObject({ contradicts: 'city', written: 'Muar', city: 'Johor Bahru' });
    expect(read('10200', 'Johor', '')).toMatchObject({ contradicts: 'prov', written: 'Johor' });
  });

  it('needs the town of a postcode shared by two, and picks it when written', () => {
    expect(read('86400', 'Johor', '')).toEqual({ several: true });
    expect(read('86400', 'Johor', 'Parit Raja')).toEqual({ place: { postcode: '86400', prov: 'Johor', city: 'Parit Raja' } });
  });
});
