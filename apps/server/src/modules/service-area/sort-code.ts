/**
 * The sort code printed big on a label: the destination hub's state code and the postcode
 * ('KUL 55100'), or the country and 'INT' for an international parcel ('SGP INT'). Sorters read it
 * before the barcode.
 */
const STATE_CODES: Record<string, string> = {
  'W.P. Kuala Lumpur': 'KUL',
  'W.P. Putrajaya': 'PJY',
  'W.P. Labuan': 'LBN',
  Johor: 'JHR',
  Kedah: 'KDH',
  Kelantan: 'KTN',
  Melaka: 'MLK',
  'Negeri Sembilan': 'NSN',
  Pahang: 'PHG',
  'Pulau Pinang': 'PNG',
  Perak: 'PRK',
  Perlis: 'PLS',
  Sabah: 'SBH',
  Sarawak: 'SWK',
  Selangor: 'SGR',
  Terengganu: 'TRG',
};

export const domesticSortCode = (state: string, postcode: string): string => `${STATE_CODES[state] ?? 'MYS'} ${postcode}`;
export const internationalSortCode = (countryCode: string): string => `${countryCode} INT`;
