/** Promotions (issue 27), merged into `messages`. zh, en, ml. */
export const promotionMessages = {
  promotionRateRule: {
    zh: '优惠比例须在1%到50%之间',
    en: 'A promotion takes 1% to 50% off',
    ml: 'Promosi memberi potongan 1% hingga 50%',
  },
  promotionTooLong: {
    zh: '优惠最长{{days}}天；长期价格请调整运价',
    en: 'A promotion runs at most {{days}} days; a lasting price is a tariff change',
    ml: 'Promosi berjalan paling lama {{days}} hari; harga tetap ialah perubahan tarif',
  },
  promotionAdded: {
    zh: '优惠已添加，符合条件的订单即刻按此计价',
    en: 'Promotion added: matching orders are priced with it from now on',
    ml: 'Promosi ditambah: pesanan yang sepadan dikira dengannya mulai sekarang',
  },
  promotionEnded: {
    zh: '优惠已结束；已下的订单保留其优惠',
    en: 'Promotion ended; orders already placed keep their discount',
    ml: 'Promosi ditamatkan; pesanan yang sudah dibuat mengekalkan diskaunnya',
  },
  promotionAlreadyEnded: {
    zh: '该优惠已结束',
    en: 'This promotion has already ended',
    ml: 'Promosi ini sudah tamat',
  },
  invoiceLinePromotionDiscount: {
    zh: '{{line}}，已减优惠 {{discount}}',
    en: '{{line}}, after a promotion discount of {{discount}}',
    ml: '{{line}}, selepas diskaun promosi {{discount}}',
  },
  invoiceLinePromotionDiscounts: {
    zh: '{{line}}，已减优惠（本账单全部{{product}}运单共 {{discount}}）',
    en: '{{line}}, after promotion discounts ({{discount}} on all {{product}} shipments of this statement)',
    ml: '{{line}}, selepas diskaun promosi ({{discount}} bagi semua penghantaran {{product}} penyata ini)',
  },
} as const;
