/** Messages of the order rules and screens (issue 5), merged into `messages`. zh, en, ml. */
export const orderMessages = {
  productDisabled: {
    zh: '您的账户未开通该产品',
    en: 'This product is not open for your account',
    ml: 'Produk ini tidak dibuka untuk akaun anda',
  },
  multiPackNeedsMs: {
    zh: '{{product}} 每票只能寄 1 件：{{count}} 件请选择一票多件产品（{{options}}）',
    en: '{{product}} carries one parcel a waybill: for {{count}} parcels choose a multi-parcel product ({{options}})',
    ml: '{{product}} membawa satu bungkusan sebil: untuk {{count}} bungkusan pilih produk berbilang bungkusan ({{options}})',
  },
  multiPackNoMsProduct: {
    zh: '{{product}} 每票只能寄 1 件，而您的账户未开通一票多件产品：请每件各下一单',
    en: '{{product}} carries one parcel a waybill, and no multi-parcel product is open for your account: place one order a parcel',
    ml: '{{product}} membawa satu bungkusan sebil, dan tiada produk berbilang bungkusan dibuka untuk akaun anda: buat satu pesanan bagi setiap bungkusan',
  },
  multiPasteEmpty: {
    zh: '没有可添加的行：请粘贴从表格复制的行',
    en: 'Nothing to add: paste rows copied from a spreadsheet',
    ml: 'Tiada apa untuk ditambah: tampal baris yang disalin dari hamparan',
  },
  multiPasteTooManyColumns: {
    zh: '第 {{line}} 行有 {{count}} 列，表格最多 {{max}} 列（按表格的列顺序）。请删除多出的列，或在第一行加上列名，未知的列会被忽略。未添加任何行。',
    en: 'Line {{line}} has {{count}} columns; the table takes at most {{max}}, in its own order. Remove the extra column, or add a header row naming the columns (columns it does not know are left out). Nothing was added.',
    ml: 'Baris {{line}} ada {{count}} lajur; jadual menerima paling banyak {{max}}, mengikut susunannya. Buang lajur lebihan, atau tambah baris tajuk yang menamakan lajur (lajur yang tidak dikenali ditinggalkan). Tiada apa ditambah.',
  },
  multiPasteTooFewColumns: {
    zh: '第 {{line}} 行只有 {{count}} 列：至少需要 {{min}} 列（姓名、电话、邮编、地址，按表格的列顺序），或在第一行加上列名。未添加任何行。',
    en: "Line {{line}} has only {{count}} columns: the table needs at least {{min}} (name, phone, postcode, address, in the table's order), or a header row naming the columns. Nothing was added.",
    ml: 'Baris {{line}} hanya ada {{count}} lajur: sekurang-kurangnya {{min}} diperlukan (nama, telefon, poskod, alamat, mengikut susunan jadual), atau baris tajuk yang menamakan lajur. Tiada apa ditambah.',
  },
  multiPasteUneven: {
    zh: '第 {{line}} 行有 {{count}} 列，而列名（或第一行）只有 {{expected}} 列：各列无法对齐。未添加任何行。',
    en: 'Line {{line}} has {{count}} columns where the header (or the first line) has {{expected}}: the columns would not line up. Nothing was added.',
    ml: 'Baris {{line}} ada {{count}} lajur sedangkan tajuk (atau baris pertama) ada {{expected}}: lajur tidak sejajar. Tiada apa ditambah.',
  },
  multiPasteNotNumber: {
    zh: '第 {{line}} 行：“{{column}}”须为数字，而不是“{{value}}”。各列是否按表格的顺序？未添加任何行。',
    en: "Line {{line}}: {{column}} must be a number, not “{{value}}”. Are the columns in the table's order? Nothing was added.",
    ml: 'Baris {{line}}: {{column}} mesti nombor, bukan “{{value}}”. Adakah lajur mengikut susunan jadual? Tiada apa ditambah.',
  },
  multiPasteTwoColumns: {
    zh: '有两列的列名都是“{{column}}”：请只保留一列。未添加任何行。',
    en: 'Two columns are headed {{column}}: keep one. Nothing was added.',
    ml: 'Dua lajur bertajuk {{column}}: simpan satu sahaja. Tiada apa ditambah.',
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
    zh: '请输入物品价值（文件类除外）',
    en: 'Please enter the goods value (documents excepted)',
    ml: 'Sila masukkan nilai barang (kecuali dokumen)',
  },
  insuredOverDeclared: {
    zh: '保价金额不能高于物品价值{{limit}}',
    en: 'The insured value cannot be more than the goods value, {{limit}}',
    ml: 'Nilai yang diinsuranskan tidak boleh melebihi nilai barang, {{limit}}',
  },
  pleaseSelectGoodsType: {
    zh: '请选择物品类型',
    en: 'Please select the goods type',
    ml: 'Sila pilih jenis barang',
  },
  pleaseEnterBrandName: {
    zh: '请输入品牌名称',
    en: 'Please enter the brand name',
    ml: 'Sila masukkan nama jenama',
  },
  pleaseEnterGoodsNumber: {
    zh: '请输入物品件数',
    en: 'Please enter the number of items',
    ml: 'Sila masukkan bilangan item',
  },
  goodsNumberRule: {
    zh: '物品件数须为1至999999的整数',
    en: 'The number of items must be a whole number from 1 to 999999',
    ml: 'Bilangan item mesti nombor bulat dari 1 hingga 999999',
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
  pickupSlotRule: {
    zh: '请选择可预约的取件时段：周一至周六 09:00 至 18:45，至少一小时后，{{days}}天内',
    en: 'Choose a pick-up slot a rider can take: Monday to Saturday, 09:00 to 18:45, at least an hour from now and within {{days}} days',
    ml: 'Pilih slot pengambilan yang boleh diambil penunggang: Isnin hingga Sabtu, 09:00 hingga 18:45, sekurang-kurangnya sejam dari sekarang dan dalam {{days}} hari',
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
  orderStatusUnsigned: { zh: '未签收', en: 'Not delivered (attempt failed)', ml: 'Tidak dihantar (cubaan gagal)' },
  orderStatusReturning: { zh: '退回中', en: 'Returning to sender', ml: 'Dalam pemulangan' },
  orderStatusReturned: { zh: '已退回', en: 'Returned', ml: 'Dipulangkan' },
  orderStatusProblem: { zh: '问题件', en: 'Problem parcel', ml: 'Bungkusan bermasalah' },
  orderStatusCancelled: { zh: '已取消', en: 'Cancelled', ml: 'Dibatalkan' },
  // One name for each pay method, on the order forms as in the lists, exports and statements.
  payMethodCash: { zh: '现金（寄件人付）', en: 'Cash (sender pays)', ml: 'Tunai (pengirim bayar)' },
  payMethodPpCash: { zh: '预付钱包', en: 'Prepaid wallet', ml: 'Dompet prabayar' },
  payMethodCcCash: { zh: '到付', en: 'Receiver pays', ml: 'Penerima bayar' },
  payMethodPaymonthly: { zh: '月结', en: 'Monthly account', ml: 'Akaun bulanan' },
  payMethodPpPm: { zh: '预付钱包（月结）', en: 'Prepaid wallet (monthly)', ml: 'Dompet prabayar (bulanan)' },
  payMethodPm: { zh: '月结账单', en: 'Monthly statement', ml: 'Penyata bulanan' },
  serveTypePickUp: { zh: '上门取件', en: 'Pick-up', ml: 'Pengambilan' },
  serveTypeDropOff: { zh: '网点寄件', en: 'Drop-off', ml: 'Serahan di cawangan' },
} as const;
