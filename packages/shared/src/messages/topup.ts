/** Messages of topping up the wallet (issue 17), merged into `messages`. zh, en, ml. */
export const topupMessages = {
  topupAmountRequired: { zh: '请输入充值金额', en: 'Please enter the top-up amount', ml: 'Sila masukkan jumlah tambah nilai' },
  topupAmountDecimals: {
    zh: '充值金额最多两位小数',
    en: 'The top-up amount has at most 2 decimals',
    ml: 'Jumlah tambah nilai paling banyak 2 tempat perpuluhan',
  },
  topupAmountRange: {
    zh: '充值金额须在 RM {{min}} 至 RM {{max}} 之间',
    en: 'The top-up amount must be between RM {{min}} and RM {{max}}',
    ml: 'Jumlah tambah nilai mesti antara RM {{min}} dan RM {{max}}',
  },
  topupToolRequired: { zh: '请选择充值工具', en: 'Please select a recharge tool', ml: 'Sila pilih kaedah tambah nilai' },
  rechargeGoodsNotFound: {
    zh: '该充值套餐不存在或已下架',
    en: 'This recharge package does not exist or is no longer offered',
    ml: 'Pakej tambah nilai ini tiada atau tidak lagi ditawarkan',
  },
  giftReceiverRequired: {
    zh: '该套餐附赠礼品，请填写收件人',
    en: 'This package comes with a gift: please fill in its receiver',
    ml: 'Pakej ini disertakan hadiah: sila isi penerimanya',
  },
  paymentNotFound: { zh: '支付记录不存在', en: 'Payment not found', ml: 'Pembayaran tidak dijumpai' },
  paymentGatewayDown: {
    zh: '支付网关暂时无法使用，请稍后再试',
    en: 'The payment gateway cannot be reached just now; please try again shortly',
    ml: 'Gerbang pembayaran tidak dapat dihubungi sekarang; sila cuba sebentar lagi',
  },
  prepayNotOpen: {
    zh: '您的账户未开通预付款',
    en: 'Prepayment is not open for your account',
    ml: 'Prabayar tidak dibuka untuk akaun anda',
  },
} as const;
