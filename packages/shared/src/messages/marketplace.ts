/** Marketplace orders (issue 16), merged into `messages`. zh, en, ml. */
export const marketplaceMessages = {
  commerceSelectFirst: { zh: '请先选择订单', en: 'Please select orders first', ml: 'Sila pilih pesanan dahulu' },
  commerceTooMany: {
    zh: '一次最多发货 {{max}} 个订单',
    en: 'At most {{max}} orders can be shipped at once',
    ml: 'Paling banyak {{max}} pesanan boleh dihantar sekali gus',
  },
  commerceShipWeightInvalid: {
    zh: '重量须大于0且不超过1000公斤',
    en: 'The weight must be more than 0 and at most 1000 kg',
    ml: 'Berat mesti lebih daripada 0 dan paling banyak 1000 kg',
  },
  commerceOrderIdMissing: { zh: '缺少订单号', en: 'The order ID is missing', ml: 'ID pesanan tiada' },
  commerceNumberInvalid: {
    zh: '{{column}} 不是有效的数字',
    en: '{{column}} is not a valid number',
    ml: '{{column}} bukan nombor yang sah',
  },
  commerceImported: {
    zh: '新增 {{added}} 个订单，{{existing}} 个已存在，{{bad}} 行有误',
    en: 'New orders: {{added}}, already here: {{existing}}, rows with errors: {{bad}}',
    ml: '{{added}} pesanan baharu, {{existing}} sudah ada, {{bad}} baris dengan ralat',
  },
} as const;
