import type { AddressBook } from '@portal/shared/address';
import type { Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { type AddressValues, columnsOf } from './repository.ts';

type Entry = [book: AddressBook, isDefault: boolean, values: Omit<AddressValues, 'area' | 'email'> & { email?: string }];

/** Real places (postcode, town and state as the region data has them) for the demo books. */
const DEMO_BOOK: Entry[] = [
  [
    'userAddress',
    true,
    {
      name: 'Demo Trading Sdn Bhd',
      contacts: '0356321188',
      countryCode: 'MYS',
      postcode: '47500',
      prov: 'Selangor',
      city: 'Subang Jaya',
      address: 'No. 12, Jalan SS 15/4',
    },
  ],
  [
    'userAddress',
    false,
    {
      name: 'Demo Trading (Penang store)',
      contacts: '0164401188',
      countryCode: 'MYS',
      postcode: '11900',
      prov: 'Pulau Pinang',
      city: 'Bayan Lepas',
      address: 'Lot 7, Lorong Perusahaan 2',
    },
  ],
  [
    '1',
    true,
    {
      name: 'Siti Nurhaliza binti Ahmad',
      contacts: '0123456780',
      countryCode: 'MYS',
      postcode: '55100',
      prov: 'W.P. Kuala Lumpur',
      city: 'Kuala Lumpur',
      address: 'No 12, Jalan Bukit Bintang',
    },
  ],
  [
    '1',
    false,
    {
      name: 'Lee Chong Wei',
      contacts: '0175551234',
      countryCode: 'MYS',
      postcode: '31400',
      prov: 'Perak',
      city: 'Ipoh',
      address: '23, Jalan Sultan Idris Shah, Taman Canning',
    },
  ],
  [
    '1',
    false,
    {
      name: 'Rajesh a/l Subramaniam',
      contacts: '0198887766',
      countryCode: 'MYS',
      postcode: '80000',
      prov: 'Johor',
      city: 'Johor Bahru',
      address: 'Unit 5-3-2, Pangsapuri Sri Tebrau, Jalan Tebrau',
    },
  ],
  [
    '1',
    false,
    {
      name: 'Jason Wong',
      contacts: '0138123456',
      countryCode: 'MYS',
      postcode: '88000',
      prov: 'Sabah',
      city: 'Kota Kinabalu',
      address: 'Lot 5, Kompleks Asia City, Jalan Asia City',
    },
  ],
  [
    '1',
    false,
    {
      name: 'Ting Mei Ling',
      contacts: '0128765432',
      countryCode: 'MYS',
      postcode: '93000',
      prov: 'Sarawak',
      city: 'Kuching',
      address: '45, Jalan Padungan',
    },
  ],
  [
    'interAddress',
    true,
    {
      name: 'Tan Ah Kow',
      contacts: '+6591234567',
      countryCode: 'SGP',
      postcode: '238859',
      prov: '',
      city: 'Singapore',
      address: '391 Orchard Road, #12-01 Ngee Ann City Tower B',
      email: 'ahkow@example.sg',
    },
  ],
  [
    'interAddress',
    false,
    {
      name: 'Somchai Jaidee',
      contacts: '+66812345678',
      countryCode: 'THA',
      postcode: '10330',
      prov: 'Bangkok',
      city: 'Pathum Wan',
      address: '999/9 Rama I Road',
      email: 'somchai@example.co.th',
    },
  ],
];

const ACME_BOOK: Entry[] = [
  [
    'userAddress',
    true,
    {
      name: 'Acme Electronics (M) Sdn Bhd',
      contacts: '0164401122',
      countryCode: 'MYS',
      postcode: '11900',
      prov: 'Pulau Pinang',
      city: 'Bayan Lepas',
      address: 'Plot 88, Lorong Perusahaan Maju 4, Bayan Lepas FIZ Phase 4',
    },
  ],
  [
    '1',
    false,
    {
      name: 'Ahmad Faizal bin Osman',
      contacts: '0111234567',
      countryCode: 'MYS',
      postcode: '40150',
      prov: 'Selangor',
      city: 'Shah Alam',
      address: 'No 3, Jalan Kristal 7/68, Seksyen 7',
    },
  ],
];

async function addBook(tx: Tx, customerId: number, createdBy: number | null, entries: Entry[]): Promise<void> {
  await tx.insert(addresses).values(
    entries.map(([book, isDefault, v]) => ({
      customerId,
      book,
      isDefault,
      createdBy,
      ...columnsOf({ ...v, area: book === 'interAddress' ? '' : v.postcode, email: v.email ?? '' }),
    })),
  );
}

/** The demo customers' address books (README): defaults set, entries in several states. */
export async function seedDemoAddresses(tx: Tx, demo: { customerId: number; userId: number }, acme: { customerId: number }): Promise<void> {
  await addBook(tx, demo.customerId, demo.userId, DEMO_BOOK);
  await addBook(tx, acme.customerId, null, ACME_BOOK);
}
