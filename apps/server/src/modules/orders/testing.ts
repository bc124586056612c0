// Test fixtures of the order module: a valid domestic order as the order tests and their neighbours place it.

let requestNo = 0;

/** A request id no other test in the run uses. */
export const newRequestId = (prefix = 'test'): string => `${prefix}-${Date.now()}-${++requestNo}`;

/**
 * The demo shop in Subang Jaya sending 1.5 kg Standard to Kuala Lumpur, paid from the wallet
 * (RM 8.00): an insertOrder parameter every rule accepts, `over` changing any field.
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
  weightG: 1_500,
  expressType: 'EZ',
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
  ...over,
});
