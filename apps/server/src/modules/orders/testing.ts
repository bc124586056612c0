// Test fixtures of the order module: a valid domestic order as the order tests and their neighbours place it.
import { waybillNumberFor } from '@portal/shared/order';

let requestNo = 0;

/** A request id no other test in the run uses. */
const newRequestId = (prefix = 'test'): string => `${prefix}-${Date.now()}-${++requestNo}`;

/**
 * The demo shop in Subang Jaya sending 1.5 kg Standard to Kuala Lumpur, paid from the wallet
 * (RM 8.00): a baju kurung worth RM 500.00, not insured; an insertOrder parameter every rule accepts, `over`
 * changing any field.
 */
export const domesticOrder = (over: Record<string, unknown> = {}, prefix = 'test') => ({
  clientRequestId: newRequestId(prefix),
  senderName: 'Demo Trading Sdn Bhd',
  senderTel: '03-5632 1188',
  senderPostcode: '47500',
  senderProv: 'Selangor',
  senderCity: 'Subang Jaya',
  senderAddress: 'No. 12, Jalan SS 15/4',
  receiverName: 'Siti Nurhaliza binti Ahmad',
  receiverTel: '+6012-345 6789',
  receiverPostcode: '55100',
  receiverProv: 'W.P. Kuala Lumpur',
  receiverCity: 'Kuala Lumpur',
  receiverAddress: 'No. 8, Jalan Bukit Bintang',
  goodsName: 'Baju kurung',
  goodsType: 'APPAREL',
  brandName: 'Jakel',
  goodsNumber: 1,
  declaredValueSen: 50_000,
  weightG: 1_500,
  expressType: 'EZ',
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
  ...over,
});

/** One customs line of the international fixture: two batik shirts at RM 45.00, 300 g each. */
export const customsLine = (over: Record<string, unknown> = {}) => ({
  description: 'Cotton batik shirt',
  hsCode: '6205.20',
  origin: 'MY',
  unitPriceSen: 4_500,
  quantity: 2,
  weightG: 300,
  weightUnit: 'KG',
  ...over,
});

/** The demo shop sending 1.2 kg Standard to Singapore with one customs line, paid from the wallet. */
export const internationalOrder = (over: Record<string, unknown> = {}, prefix = 'inter') => ({
  clientRequestId: newRequestId(prefix),
  senderName: 'Demo Trading Sdn Bhd',
  senderTel: '03-5632 1188',
  senderPostcode: '47500',
  senderProv: 'Selangor',
  senderCity: 'Subang Jaya',
  senderAddress: 'No. 12, Jalan SS 15/4',
  receiverName: 'Lim Wei Jie',
  receiverTel: '+65 9123 4567',
  receiverCountry: 'SGP',
  receiverPostcode: '238859',
  receiverCity: 'Singapore',
  receiverAddress: '10 Orchard Road, #05-01',
  destination: 'Singapore',
  expressType: 'EZ',
  goodsName: 'Batik shirts',
  goodsType: 'APPAREL',
  brandName: 'Batik Boutique',
  weightG: 1_200,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  shippingTerms: 'DDP',
  customs: [customsLine()],
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
  ...over,
});

let storedNo = 0;

/**
 * An order row as the back office's systems write it straight into the table (the list reads what
 * they move on, too): a waybill number from the top of the range, so it never meets the sequence's.
 * Demo Trading to Penang, 1 kg Standard, RM 8.00 from the wallet; `over` changes any column.
 */
export function storedOrderRow(customerId: number, over: Record<string, unknown> = {}) {
  const waybillNo = waybillNumberFor(9_000_000_000 + ++storedNo);
  return {
    waybillNo,
    customerId,
    clientRequestId: `stored-${waybillNo}`,
    kind: 'domestic' as const,
    expressType: 'EZ',
    serveType: 'DROP OFF',
    payMethod: 'PP_PM',
    senderName: 'Demo Trading Sdn Bhd',
    senderTel: '0356321188',
    senderPostcode: '47500',
    senderProv: 'Selangor',
    senderCity: 'Subang Jaya',
    senderAddress: 'No. 12, Jalan SS 15/4',
    receiverName: 'Lim Mei Ling',
    receiverTel: '0167778888',
    receiverPostcode: '10200',
    receiverProv: 'Pulau Pinang',
    receiverCity: 'George Town',
    receiverAddress: '22, Lebuh Chulia',
    goodsName: 'Books',
    weightG: 1000,
    zone: 'WM',
    sortCode: 'PEN 10200',
    volumetricWeightG: 0,
    chargeableWeightG: 1000,
    freightSen: 800,
    totalSen: 800,
    ...over,
  };
}
