/** Messages of the order rules and screens (issue 5), merged into `messages`. zh, en, ml. */
export const orderMessages = {
  productDisabled: {
    zh: '您的账户未开通该产品',
    en: 'This product is not open for your account',
    ml: 'Produk ini tidak dibuka untuk akaun anda',
  },
  multiPackNeedsMs: {
    zh: '多件包裹请选择一票多件产品',
    en: 'A multi-parcel shipment needs a multi-parcel product',
    ml: 'Penghantaran berbilang bungkusan memerlukan produk berbilang bungkusan',
  },
  packageCountRule: {
    zh: '件数须在{{min}}至{{max}}之间',
    en: 'The number of parcels must be between {{min}} and {{max}}',
    ml: 'Bilangan bungkusan mesti antara {{min}} dan {{max}}',
  },
  sizeRule: {
    zh: '请输入大于0的数字，最多两位小数',
    en: 'Enter a number above 0 with at most 2 decimals',
    ml: 'Masukkan nombor melebihi 0 dengan paling banyak 2 perpuluhan',
  },
  valueTooLow: {
    zh: '物品价值不能低于RM 1.00',
    en: 'The item value cannot be below RM 1.00',
    ml: 'Nilai barang tidak boleh kurang daripada RM 1.00',
  },
  pleaseEnterGoodsValue: {
    zh: '请输入物品价值',
    en: 'Please enter the item value',
    ml: 'Sila masukkan nilai barang',
  },
  codNotAllowed: {
    zh: '您的账户不能使用代收货款',
    en: 'Cash on delivery is not open for your account',
    ml: 'Tunai semasa penghantaran tidak dibuka untuk akaun anda',
  },
  codWithReceiverPays: {
    zh: '到付订单不能同时代收货款',
    en: 'An order the receiver pays for cannot also collect COD',
    ml: 'Pesanan yang dibayar oleh penerima tidak boleh juga mengutip COD',
  },
  pleaseSelectPickupTime: {
    zh: '请选择上门取件时间',
    en: 'Please choose the pick-up time',
    ml: 'Sila pilih masa pengambilan',
  },
  pickupTimeRule: {
    zh: '取件时间须在现在至{{days}}天内',
    en: 'The pick-up time must be between now and {{days}} days ahead',
    ml: 'Masa pengambilan mesti antara sekarang dan {{days}} hari ke hadapan',
  },
  noTariff: {
    zh: '该线路暂无运价，请联系客户经理',
    en: 'There is no tariff for this route yet; please contact your account manager',
    ml: 'Tiada tarif untuk laluan ini lagi; sila hubungi pengurus akaun anda',
  },
  walletNotOpen: {
    zh: '您的预付账户未开通',
    en: 'Your prepaid wallet is not open',
    ml: 'Dompet prabayar anda tidak dibuka',
  },
  walletInsufficient: {
    zh: '预付余额不足：本单需{{needed}}，余额{{balance}}，请先充值',
    en: 'Not enough prepaid balance: this order costs {{needed}}, the balance is {{balance}}. Please top up first',
    ml: 'Baki prabayar tidak mencukupi: pesanan ini berharga {{needed}}, baki {{balance}}. Sila tambah nilai dahulu',
  },
  orderPlaced: { zh: '下单成功', en: 'Order placed', ml: 'Pesanan berjaya dibuat' },
  orderNotEditable: {
    zh: '只有待揽收的订单可以修改',
    en: 'Only PENDING orders can be edited',
    ml: 'Hanya pesanan PENDING boleh diubah',
  },
  // Editing a PENDING order (updateOrder, updateInternationalOrder).
  orderUpdated: { zh: '订单已修改', en: 'Order updated', ml: 'Pesanan dikemas kini' },
  editAsInternational: {
    zh: '这是国际订单，请按国际订单修改',
    en: 'This is an international order: edit it as one',
    ml: 'Ini pesanan antarabangsa: ubah sebagai pesanan antarabangsa',
  },
  editAsDomestic: {
    zh: '这是国内订单，请按国内订单修改',
    en: 'This is a domestic order: edit it as one',
    ml: 'Ini pesanan domestik: ubah sebagai pesanan domestik',
  },
  walletInsufficientForEdit: {
    zh: '预付余额不足：修改后需补扣{{needed}}，余额{{balance}}，请先充值',
    en: 'Not enough prepaid balance: the change costs {{needed}} more, the balance is {{balance}}. Please top up first',
    ml: 'Baki prabayar tidak mencukupi: perubahan ini berharga {{needed}} lagi, baki {{balance}}. Sila tambah nilai dahulu',
  },
  orderEditConflict: {
    zh: '订单刚被修改，请刷新后重试',
    en: 'The order was changed at the same moment; reload it and try again',
    ml: 'Pesanan telah diubah pada masa yang sama; muat semula dan cuba lagi',
  },
  orderEventEdited: { zh: '订单已修改', en: 'Order edited', ml: 'Pesanan diubah' },
  orderNotCancellable: {
    zh: '只有待揽收的订单可以取消',
    en: 'Only PENDING orders can be cancelled',
    ml: 'Hanya pesanan PENDING boleh dibatalkan',
  },
  orderCancelled: { zh: '订单已取消', en: 'Order cancelled', ml: 'Pesanan dibatalkan' },
  orderAlreadyCancelled: {
    zh: '该订单已取消',
    en: 'This order is already cancelled',
    ml: 'Pesanan ini sudah dibatalkan',
  },
  orderNotPrintable: {
    zh: '运单{{waybillNo}}当前状态不能打印',
    en: 'Waybill {{waybillNo}} cannot be printed in its current status',
    ml: 'Bil muatan {{waybillNo}} tidak boleh dicetak dalam status semasanya',
  },
  waybillQueryTooMany: {
    zh: '最多查询{{max}}个运单号',
    en: 'Search at most {{max}} waybill numbers at once',
    ml: 'Cari paling banyak {{max}} nombor bil muatan sekali gus',
  },
  selectAtLeastOneOrder: {
    zh: '请至少选择一个订单',
    en: 'Please select at least one order',
    ml: 'Sila pilih sekurang-kurangnya satu pesanan',
  },
  customsRequired: {
    zh: '请填写报关信息',
    en: 'Please fill in the customs information',
    ml: 'Sila isi maklumat kastam',
  },
  customsLineRule: {
    zh: '报关单价、数量和重量须为正数，最多两位小数',
    en: 'Customs unit price, quantity and weight must be positive, with at most 2 decimals',
    ml: 'Harga seunit, kuantiti dan berat kastam mesti positif, dengan paling banyak 2 perpuluhan',
  },
  shippingTermsRequired: {
    zh: '请选择贸易条款',
    en: 'Please choose the shipping terms',
    ml: 'Sila pilih terma penghantaran',
  },
  countryLimit: {
    zh: '超过{{country}}的限制：{{limit}}',
    en: 'Over the limit for {{country}}: {{limit}}',
    ml: 'Melebihi had untuk {{country}}: {{limit}}',
  },
  // Order management (orderManage): filters, refusals and the labels its list and export show.
  waybillNoInvalid: {
    zh: '{{waybillNo}}不是有效的运单号',
    en: '{{waybillNo}} is not a valid waybill number',
    ml: '{{waybillNo}} bukan nombor bil muatan yang sah',
  },
  orderExportNotAllowed: {
    zh: '您的账户不能导出订单',
    en: 'Exporting orders is not open for your account',
    ml: 'Eksport pesanan tidak dibuka untuk akaun anda',
  },
  orderExportFileName: { zh: '订单管理', en: 'Orders', ml: 'Pesanan' },
  orderStatusPending: { zh: '待揽收', en: 'Pending', ml: 'Menunggu' },
  orderStatusPusatDispatch: { zh: '总部已分派网点', en: 'Dispatched to site', ml: 'Dihantar ke cawangan' },
  orderStatusDispatch: { zh: '已分派快递员', en: 'Assigned to courier', ml: 'Diserahkan kepada kurier' },
  orderStatusGot: { zh: '已揽收', en: 'Picked up', ml: 'Telah diambil' },
  orderStatusInTransit: { zh: '运输中', en: 'In transit', ml: 'Dalam transit' },
  orderStatusDelivering: { zh: '派送中', en: 'Out for delivery', ml: 'Sedang dihantar' },
  orderStatusSigned: { zh: '已签收', en: 'Delivered', ml: 'Telah diterima' },
  orderStatusPickupFailed: { zh: '揽收失败', en: 'Pick-up failed', ml: 'Pengambilan gagal' },
  orderStatusReturned: { zh: '已退回', en: 'Returned', ml: 'Dipulangkan' },
  orderStatusProblem: { zh: '问题件', en: 'Problem parcel', ml: 'Bungkusan bermasalah' },
  orderStatusCancelled: { zh: '已取消', en: 'Cancelled', ml: 'Dibatalkan' },
  payMethodCash: { zh: '现金', en: 'Cash', ml: 'Tunai' },
  payMethodPpCash: { zh: '预付现金', en: 'Prepaid cash', ml: 'Tunai prabayar' },
  payMethodCcCash: { zh: '到付', en: 'Receiver pays', ml: 'Penerima bayar' },
  payMethodPaymonthly: { zh: '月结', en: 'Monthly account', ml: 'Akaun bulanan' },
  payMethodPpPm: { zh: '预付月结', en: 'Prepaid monthly', ml: 'Bulanan prabayar' },
  payMethodPm: { zh: '月结账单', en: 'Monthly statement', ml: 'Penyata bulanan' },
  serveTypePickUp: { zh: '上门取件', en: 'Pick-up', ml: 'Pengambilan' },
  serveTypeDropOff: { zh: '网点寄件', en: 'Drop-off', ml: 'Serahan di cawangan' },
} as const;
