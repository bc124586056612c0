import type { AddressValues } from '../../apps/server/src/modules/addresses/repository.ts';
import { malaysianPostcodes } from '../../apps/server/src/modules/geography/dataset.ts';

/** A small seeded generator (mulberry32), so every run loads the same book. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MALAY_MEN = [
  'Ahmad',
  'Muhammad',
  'Mohd',
  'Abdul Rahman',
  'Hafiz',
  'Faizal',
  'Azman',
  'Khairul',
  'Syafiq',
  'Amirul',
  'Hakim',
  'Zulkifli',
  'Ismail',
  'Razak',
  'Firdaus',
  'Shahrul',
];
const MALAY_WOMEN = [
  'Nur Aisyah',
  'Siti',
  'Nurul Huda',
  'Farah',
  'Aminah',
  'Zarina',
  'Nor Azlina',
  'Hidayah',
  'Syazwani',
  'Aishah',
  'Fatimah',
  'Noraini',
  'Liyana',
  'Izzati',
];
const MALAY_FATHERS = [
  'Ali',
  'Hassan',
  'Ismail',
  'Ibrahim',
  'Abdullah',
  'Osman',
  'Yusof',
  'Rahman',
  'Hamid',
  'Salleh',
  'Ahmad',
  'Kassim',
  'Othman',
  'Mahmud',
  'Rashid',
  'Jaafar',
];
const CHINESE_SURNAMES = [
  'Tan',
  'Lim',
  'Lee',
  'Wong',
  'Ng',
  'Chan',
  'Ong',
  'Teh',
  'Goh',
  'Chong',
  'Cheah',
  'Yap',
  'Low',
  'Khoo',
  'Foo',
  'Liew',
  'Chin',
  'Loh',
];
const CHINESE_GIVEN = [
  'Wei Ming',
  'Mei Ling',
  'Chee Keong',
  'Siew Lan',
  'Kok Wai',
  'Hui Min',
  'Jia Hui',
  'Boon Hock',
  'Li Ying',
  'Kah Seng',
  'Pei Shan',
  'Jun Jie',
  'Xin Yi',
  'Chun Hoong',
];
const CHINESE_HANZI = ['陈美玲', '林志强', '黄丽华', '李伟明', '张秀英', '吴俊杰', '王小红', '刘家豪'];
const INDIAN_MEN = ['Muthu', 'Rajesh', 'Suresh', 'Ganesh', 'Kumar', 'Ravi', 'Arun', 'Vijay', 'Prakash', 'Siva'];
const INDIAN_WOMEN = ['Priya', 'Kavitha', 'Devi', 'Lakshmi', 'Anitha', 'Malini', 'Shalini', 'Revathi'];
const INDIAN_FATHERS = ['Raman', 'Subramaniam', 'Krishnan', 'Muniandy', 'Rajoo', 'Arumugam', 'Selvaraj', 'Govindasamy', 'Nair', 'Pillai'];
const SHOPS = ['Kedai Runcit', 'Enterprise', 'Trading', 'Hardware', 'Kedai Makan', 'Farmasi', 'Klinik', 'Bakery', 'Motor', 'Elektrik'];
const STREETS = [
  'Ampang',
  'Bukit Bintang',
  'Tun Razak',
  'Sultan Ismail',
  'Raja Laut',
  'Gasing',
  'Kuching',
  'Ipoh',
  'Klang Lama',
  'Cheras',
  'Puchong',
  'Kenari',
  'Merdeka',
  'Sultan Idris Shah',
  'Tebrau',
  'Datuk Keramat',
  'Pahang',
  'Segambut',
  'Bunga Raya',
  'Melati',
  'Mawar',
  'Kenanga',
  'Cempaka',
  'Dahlia',
  'Seroja',
  'Teratai',
  'Perdana',
  'Bestari',
  'Harmoni',
  'Wawasan',
  'Setia',
  'Indah',
  'Putra',
  'Mutiara',
  'Delima',
  'Zamrud',
  'Permata',
];
const AREAS = [
  'Taman Melawati',
  'Taman Desa',
  'Taman Tun Dr Ismail',
  'Taman Sri Hartamas',
  'Taman Connaught',
  'Taman Canning',
  'Taman Sentosa',
  'Taman Bukit Indah',
  'Taman Universiti',
  'Taman Johor Jaya',
  'Taman Sri Muda',
  'Taman Permai',
  'Bandar Baru Bangi',
  'Bandar Utama',
  'Bandar Sunway',
  'Kampung Baru',
  'Kampung Pandan',
  'Seksyen 7',
  'Seksyen 13',
  'SS 2',
  'USJ 1',
];
const BUILDINGS = [
  'Pangsapuri Sri Tebrau',
  'Residensi Harmoni',
  'Apartment Seri Mas',
  'Kondominium Mutiara',
  'Flat PKNS',
  'Menara Perdana',
];
// Rare on purpose: the bench's rare keyword finds only a handful of entries.
const RARE_STREET = 'Jalan Tun Sambanthan 4';

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

function personName(rnd: () => number): string {
  const r = rnd();
  if (r < 0.22) return `${pick(rnd, MALAY_MEN)} bin ${pick(rnd, MALAY_FATHERS)}`;
  if (r < 0.42) return `${pick(rnd, MALAY_WOMEN)} binti ${pick(rnd, MALAY_FATHERS)}`;
  if (r < 0.72) return `${pick(rnd, CHINESE_SURNAMES)} ${pick(rnd, CHINESE_GIVEN)}`;
  if (r < 0.76) return pick(rnd, CHINESE_HANZI);
  if (r < 0.84) return `${pick(rnd, INDIAN_MEN)} a/l ${pick(rnd, INDIAN_FATHERS)}`;
  if (r < 0.9) return `${pick(rnd, INDIAN_WOMEN)} a/p ${pick(rnd, INDIAN_FATHERS)}`;
  return `${pick(rnd, CHINESE_SURNAMES)} ${pick(rnd, SHOPS)} Sdn Bhd`;
}

/** Mobiles as stored (digits, leading 0): 01x and 7 digits, 011 and 8; some landlines. */
function phone(rnd: () => number): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
  const r = rnd();
  if (r < 0.12) return `011${digits(8)}`;
  if (r < 0.9) return `01${pick(rnd, ['0', '2', '3', '6', '7', '8', '9'])}${digits(7)}`;
  return `0${pick(rnd, ['3', '4', '5', '6', '7', '9'])}${digits(8)}`;
}

function street(rnd: () => number, i: number): string {
  if (i % 20_000 === 7) return `${1 + Math.floor(rnd() * 80)}, ${RARE_STREET}`;
  const no = 1 + Math.floor(rnd() * 250);
  const name = `${pick(rnd, ['Jalan', 'Jalan', 'Jalan', 'Lorong', 'Persiaran', 'Lebuh'])} ${pick(rnd, STREETS)}${rnd() < 0.5 ? ` ${1 + Math.floor(rnd() * 30)}` : ''}`;
  const r = rnd();
  if (r < 0.15)
    return `Unit ${1 + Math.floor(rnd() * 20)}-${1 + Math.floor(rnd() * 30)}-${1 + Math.floor(rnd() * 12)}, ${pick(rnd, BUILDINGS)}, ${name}`;
  if (r < 0.25) return `Lot ${no}, ${name}`;
  return `${rnd() < 0.4 ? 'No. ' : ''}${no}, ${name}, ${pick(rnd, AREAS)}`;
}

/**
 * `count` receiver-book entries as a busy shop's book would hold them: Malay, Chinese and Indian
 * names and some shops, mobiles, street addresses, and real postcodes with their towns and states.
 */
export function addressValues(count: number, seed: number): AddressValues[] {
  const rnd = random(seed);
  const places = malaysianPostcodes();
  return Array.from({ length: count }, (_, i) => {
    const place = pick(rnd, places);
    return {
      name: personName(rnd),
      contacts: phone(rnd),
      countryCode: 'MYS',
      postcode: place.postcode,
      prov: place.state,
      city: place.city,
      area: place.postcode,
      address: street(rnd, i),
      email: '',
    };
  });
}
