import { describe, expect, it } from 'vitest';
import { malaysianPostcodes } from '../../geography/dataset.ts';
import { corpusAccuracy, FIELDS, loadCorpus } from './accuracy.ts';
import { buildGeography, words } from './geography.ts';
import { parseSmartInput } from './parse.ts';

const geo = buildGeography(malaysianPostcodes());
const parse = (text: string) => parseSmartInput(text, geo);

describe('geography', () => {
  it('gives the places of a postcode, both towns of a shared one', () => {
    expect(geo.placesOf('55100')).toEqual([{ postcode: '55100', state: 'W.P. Kuala Lumpur', city: 'Kuala Lumpur' }]);
    expect(geo.placesOf('86400').map((p) => p.city)).toEqual(['Batu Pahat', 'Parit Raja']);
    expect(geo.placesOf('99999')).toEqual([]);
  });

  it.each([
    ['KL', 'W.P. Kuala Lumpur'],
    ['Wilayah Persekutuan Kuala Lumpur', 'W.P. Kuala Lumpur'],
    ['Penang', 'Pulau Pinang'],
    ['P. Pinang', 'Pulau Pinang'],
    ['Malacca', 'Melaka'],
    ['N. Sembilan', 'Negeri Sembilan'],
    ['NS', 'Negeri Sembilan'],
    ['吉隆坡', 'W.P. Kuala Lumpur'],
    ['雪兰莪州', 'Selangor'],
    ['槟城', 'Pulau Pinang'],
    ['砂拉越', 'Sarawak'],
  ])('knows the state %s', (alias, state) => {
    const found = geo.findNames(words(alias));
    expect(found).toHaveLength(1);
    expect(found[0]?.states).toContain(state);
  });

  it.each([
    ['JB', 'Johor Bahru'],
    ['Sg. Petani', 'Sungai Petani'],
    ['Tanjung Malim', 'Tanjong Malim'],
    ['George Town', 'Pulau Pinang'],
    ['新山', 'Johor Bahru'],
  ])('knows the city %s', (alias, city) => {
    expect(geo.findNames(words(alias))[0]?.cities.map((c) => c.city)).toContain(city);
  });
});

describe('parseSmartInput', () => {
  it('reads the example of the brief', () => {
    expect(parse('Ali bin Abu 012-345 6789 No 12, Jalan Bukit Bintang, 55100 Kuala Lumpur')).toEqual({
      name: 'Ali bin Abu',
      phone: '0123456789',
      postcode: '55100',
      prov: 'W.P. Kuala Lumpur',
      city: 'Kuala Lumpur',
      address: 'No 12, Jalan Bukit Bintang',
    });
  });

  it('returns empty fields for empty text', () => {
    expect(parse('  \n ')).toEqual({ name: '', phone: '', postcode: '', prov: '', city: '', address: '' });
  });

  it.each([
    ['+6012-345 6789', '0123456789'],
    ['6012 3456789', '0123456789'],
    ['(+60)12-345 6789', '0123456789'],
    ['+60 012-345 6789', '0123456789'],
    ['012.345.6789', '0123456789'],
    ['011-2345 6789', '01123456789'],
    ['03-2141 1234', '0321411234'],
    ['088-231234', '088231234'],
    ['+65 9123 4567', '+6591234567'],
  ])('normalises the phone %s', (written, phone) => {
    expect(parse(`Ali ${written}, No 1 Jalan Ampang, 50450 Kuala Lumpur`).phone).toBe(phone);
  });

  it('stops a phone before the postcode or house number that follows it', () => {
    expect(parse('Ali 012-345 6789 55100 Kuala Lumpur')).toMatchObject({ phone: '0123456789', postcode: '55100' });
    expect(parse('Jason 016 789 1234 6 Jalan Puteri 2/4 47100 Puchong').address).toBe('6 Jalan Puteri 2/4');
  });

  it('does not take unit, lot or PT numbers for a phone or a postcode', () => {
    expect(parse('Unit 03-12-05 Menara A, 50450 KL')).toMatchObject({ phone: '', postcode: '50450', address: 'Unit 03-12-05 Menara A' });
    expect(parse('Lot 10234 Kampung Kedai Lalat 16010 Kota Bharu').postcode).toBe('16010');
    expect(parse('PT 12345, Kampung Bukit Tumbuh, 16150 Kota Bharu').postcode).toBe('16150');
  });

  it('picks the town of a shared postcode that the text names, else the first', () => {
    expect(parse('No 2, Taman Universiti, 86400 Parit Raja, Batu Pahat, Johor')).toMatchObject({
      city: 'Parit Raja',
      address: 'No 2, Taman Universiti, Batu Pahat',
    });
    expect(parse('No 7, Jalan Kemboja, 86400 Johor').city).toBe('Batu Pahat');
  });

  it('trusts the postcode over the state written', () => {
    expect(parse('No 1 Jalan Bendahara 31650 Ipoh Selangor')).toMatchObject({
      prov: 'Perak',
      city: 'Ipoh',
      address: 'No 1 Jalan Bendahara',
    });
  });

  it('fills state and city from the names when there is no postcode, if they are unambiguous', () => {
    expect(parse('Lee 0126677881 No 8 Jalan Bukit Baru, Jasin, Melaka')).toMatchObject({ prov: 'Melaka', city: 'Jasin' });
    expect(parse('Yusri 0196677889 Kampung Pida 3, Ayer Hitam, Kedah')).toMatchObject({ prov: 'Kedah', city: 'Ayer Hitam' });
    // Ayer Hitam is in Johor and in Kedah.
    expect(parse('Yusri 0196677889 Kampung Pida 3, Ayer Hitam')).toMatchObject({ prov: '', city: '' });
  });

  it('leaves streets and localities named after places in the address', () => {
    expect(parse('Lee 012-4889900 56 Jalan Perak 11600 Jelutong Penang')).toMatchObject({
      prov: 'Pulau Pinang',
      address: '56 Jalan Perak',
    });
    expect(parse('No 5, Jalan Kenari 5, Bandar Puchong Jaya, 47100 Puchong, Selangor').address).toBe(
      'No 5, Jalan Kenari 5, Bandar Puchong Jaya',
    );
    // Cheras is a Selangor post town, but 56000 belongs to Kuala Lumpur: it stays as the locality.
    expect(parse('No 3 Jalan 2/118C, 56000 Cheras, Kuala Lumpur')).toMatchObject({
      city: 'Kuala Lumpur',
      address: 'No 3 Jalan 2/118C, Cheras',
    });
  });

  it('finds the name before the street on one line without commas, and after the address', () => {
    expect(parse('Tel 0133344556 Nurul Huda No 8 Jalan Anggerik 2 48000 Rawang Selangor')).toMatchObject({
      name: 'Nurul Huda',
      address: 'No 8 Jalan Anggerik 2',
    });
    expect(parse('No 2 Lorong Kenari 5 14000 Bukit Mertajam P.Pinang Ng Kok Leong 0164433221')).toMatchObject({
      name: 'Ng Kok Leong',
      address: 'No 2 Lorong Kenari 5',
    });
  });

  it('reads labelled Chinese, Malay and English forms', () => {
    expect(parse('收件人：陈小明 电话：0123456789 地址：No 8, Jalan Ipoh, 51200 吉隆坡')).toEqual({
      name: '陈小明',
      phone: '0123456789',
      postcode: '51200',
      prov: 'W.P. Kuala Lumpur',
      city: 'Kuala Lumpur',
      address: 'No 8, Jalan Ipoh',
    });
    expect(parse('Nama: Siti Aminah\nH/P: 013-987 6543\nAlamat: Lot 1234, Kampung Padang,\n16800 Pasir Puteh, Kelantan 🙏')).toEqual({
      name: 'Siti Aminah',
      phone: '0139876543',
      postcode: '16800',
      prov: 'Kelantan',
      city: 'Pasir Puteh',
      address: 'Lot 1234, Kampung Padang',
    });
  });

  it('drops greetings, emoji and the country', () => {
    expect(
      parse('Hi boss, tolong hantar ke alamat ni ya:\nAmirul\n017-223 3445\n22, Jalan SS 15/4D, 47500 Subang Jaya, Malaysia\nTQ 😊'),
    ).toMatchObject({
      name: 'Amirul',
      address: '22, Jalan SS 15/4D',
    });
  });
});

describe('the corpus', () => {
  it('parses at least 95% of the fields right', () => {
    const cases = loadCorpus();
    expect(cases.length).toBeGreaterThanOrEqual(220);
    const { perField, overall, misses } = corpusAccuracy(cases, parse);
    const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
    console.log(
      `smart input, ${cases.length} cases: ${FIELDS.map((f) => `${f} ${percent(perField[f])}`).join(', ')}; overall ${percent(overall)}`,
    );
    for (const m of misses)
      console.log(`  ${m.field}: got ${JSON.stringify(m.got)}, want ${JSON.stringify(m.expected)} in ${JSON.stringify(m.text)}`);
    expect(overall).toBeGreaterThanOrEqual(0.95);
  });
});
