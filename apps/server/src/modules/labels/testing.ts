/** The labels the label tests draw (PDF and ZPL alike): one sender, a receiver in Johor, the texts at their longest. */
import type { WaybillLabel } from './label-data.ts';

export const SENDER = {
  name: 'Demo Trading Sdn Bhd',
  phone: '03-5632 1188',
  address: 'No. 12, Jalan SS 15/4, SS 15',
  postcode: '47500',
  city: 'Subang Jaya',
  prov: 'Selangor',
  country: 'Malaysia',
};

export const label = (n: number, changes: Partial<WaybillLabel> = {}): WaybillLabel => ({
  waybillNo: String(600_000_012_346 + n * 11),
  sender: SENDER,
  receiver: {
    name: 'Siti Nurhaliza binti Abdullah',
    phone: '012-345 6789',
    address: '8, Jalan Tebrau, Taman Sentosa',
    postcode: '80250',
    city: 'Johor Bahru',
    prov: 'Johor',
    country: 'Malaysia',
  },
  sortCode: 'JHB 80250',
  product: 'EZ',
  productName: 'Standard',
  serveType: 'PICK UP',
  weightG: 1_250,
  piece: 1,
  pieces: 1,
  codSen: 0,
  customerOrderNo: `SO-2025-${n}`,
  goodsName: 'Clothing',
  remarks: null,
  printedAt: new Date('2025-03-01T01:05:00Z'),
  ...changes,
});

/** A long rural address line, repeated where a text must shrink, wrap and be cut inside its band. */
export const rural = 'Lot 1234, Kampung Baru Sungai Buloh, Jalan Kuala Selangor, Batu 12, Off Jalan Besar, Dekat Masjid Jamek, ';
